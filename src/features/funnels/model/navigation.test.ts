import { describe, expect, it } from "vitest";
import type { FunnelAnswer, FunnelAnswers } from "./answers";
import type { Screen } from "./funnel";
import { expectedPath, nextScreenId, previousScreenId, progressOf, resolveScreen } from "./navigation";

const choice = (id: string, optionIds: string[], extra: Partial<Screen> = {}): Screen =>
  ({
    id,
    type: "single-choice",
    title: id,
    questionKey: id,
    category: "c",
    options: optionIds.map((option) => ({ id: option, text: option, tag: option === "b" ? "bee" : undefined })),
    ...extra,
  }) as Screen;
const info = (id: string, extra: Partial<Screen> = {}): Screen => ({ id, type: "motivation", title: id, cta: "Go", ...extra }) as Screen;

const screens: Screen[] = [
  info("intro"),
  choice("method", ["self", "test"], { next: { byAnswer: { test: "test" } } }),
  choice("level", ["a", "b"], { next: { default: "topics" } }),
  choice("test", ["x", "y"]),
  info("cheer", { experiment: "positive_reinforcement" }),
  choice("topics", ["a", "b", "c"], { next: { byTag: { bee: "end" } } }),
  info("extra"),
  { id: "end", type: "plan", title: "Plan" } as Screen,
];
const flow = { screens, experiments: [] as string[] };
const withCheer = { screens, experiments: ["positive_reinforcement"] };

const answered = (id: string, ...ids: string[]): FunnelAnswer => ({
  questionText: id,
  category: "c",
  questionId: id,
  selectedAnswers: ids,
  selectedAnswerIds: ids,
  questionKey: id,
  tag: ids.includes("b") ? "bee" : null,
  retenoUserProperty: null,
});
const answers = (...entries: FunnelAnswer[]): FunnelAnswers => Object.fromEntries(entries.map((entry) => [entry.questionId, entry]));

describe("branching", () => {
  it.each([
    ["no branch: the next screen in order", "intro", answers(), "method"],
    ["by answer id", "method", answers(answered("method", "test")), "test"],
    ["an answer without a branch: the next in order", "method", answers(answered("method", "self")), "level"],
    ["default", "level", answers(answered("level", "a")), "topics"],
    ["a screen of an experiment that is off is skipped", "test", answers(), "topics"],
    ["by tag", "topics", answers(answered("topics", "b")), "end"],
    ["no matching tag: next in order", "topics", answers(answered("topics", "a")), "extra"],
    ["the last screen leads nowhere", "end", answers(), null],
  ])("%s", (_rule, from, given, to) => {
    expect(nextScreenId(flow, from, given)).toBe(to);
  });

  it("an experiment that is on shows its screen", () => {
    expect(nextScreenId(withCheer, "test", answers())).toBe("cheer");
  });
});

describe("the expected path and progress", () => {
  it("unanswered screens take their default", () => {
    expect(expectedPath(flow, answers())).toEqual(["intro", "method", "level", "topics", "extra", "end"]);
  });

  it("follows the answers (the level test instead of the estimate; a tag that ends early)", () => {
    const given = answers(answered("method", "test"), answered("topics", "b"));
    expect(expectedPath(flow, given)).toEqual(["intro", "method", "test", "topics", "end"]);
    expect(expectedPath(withCheer, given)).toEqual(["intro", "method", "test", "cheer", "topics", "end"]);
  });

  it("progress is the place on that path", () => {
    expect(progressOf(flow, "intro", answers())).toEqual({ step: 1, total: 6 });
    expect(progressOf(flow, "topics", answers(answered("topics", "b")))).toEqual({ step: 4, total: 5 });
  });

  it("back goes to the previous screen on the path", () => {
    expect(previousScreenId(flow, "topics", answers(answered("method", "test")))).toBe("test");
    expect(previousScreenId(flow, "topics", answers(answered("method", "self")))).toBe("level");
    expect(previousScreenId(flow, "intro", answers())).toBeNull();
  });
});

describe("deep links", () => {
  const all = answers(answered("method", "self"), answered("level", "a"), answered("topics", "a"));
  it.each([
    ["an unknown screen shows the first", "nope", all, "intro"],
    ["no screen asked for shows the first", null, all, "intro"],
    ["a screen of an experiment that is off shows the first", "cheer", all, "intro"],
    ["a screen whose prerequisites are answered shows it", "extra", all, "extra"],
    ["unanswered prerequisites send to the first unanswered", "extra", answers(answered("method", "self")), "level"],
    ["a static screen needs no answer", "method", answers(), "method"],
    ["a screen off the path these answers take: the first unanswered on it", "test", answers(answered("method", "self")), "level"],
    ["off the path with everything answered: the path's last screen", "test", all, "end"],
  ])("%s", (_rule, requested, given, shown) => {
    expect(resolveScreen(flow, requested, given).id).toBe(shown);
  });
});
