import { describe, expect, it } from "vitest";
import type { FunnelAnswer, FunnelAnswers } from "./answers";
import type { Screen } from "./funnel";
import { endHref, localizedHref } from "./funnel-end";
import { expectedPath, exitHref, nextScreenId, progressOf } from "./navigation";

const PAYWALL = "/profile/payments-subscriptions/choose";
const choice = (id: string, optionIds: string[], extra: Partial<Screen> = {}): Screen =>
  ({
    id,
    type: "single-choice",
    title: id,
    questionKey: id,
    category: "c",
    options: optionIds.map((option) => ({ id: option, text: option })),
    ...extra,
  }) as Screen;
const ending = (id: string, end: { href: string; byAnswer?: Record<string, string> }): Screen =>
  ({ id, type: "divider", title: id, cta: "Go", end }) as Screen;

// The shape of purchase-onboarding: courses ask for minutes; tutoring and group lessons go to their own end.
const screens: Screen[] = [
  choice("purpose", ["courses", "tutoring", "group"], { next: { byAnswer: { tutoring: "tutoring-end", group: "group-end" } } }),
  choice("minutes", ["5", "10", "15", "20"]),
  ending("courses-end", {
    href: PAYWALL,
    byAnswer: { "5": `${PAYWALL}?plan=courses-premium-1m`, "10": `${PAYWALL}?plan=courses-premium-3m` },
  }),
  ending("tutoring-end", { href: "/tutoring/pricing#tutoring-subscriptions" }),
  ending("group-end", { href: "/group-lessons/pricing" }),
];
const flow = { screens, experiments: [] as string[] };

const answered = (id: string, ...ids: string[]): FunnelAnswer => ({
  questionText: id,
  category: "c",
  questionId: id,
  selectedAnswers: ids,
  selectedAnswerIds: ids,
  questionKey: id,
  tag: null,
  retenoUserProperty: null,
});
const answers = (...entries: FunnelAnswer[]): FunnelAnswers => Object.fromEntries(entries.map((entry) => [entry.questionId, entry]));

describe("a screen with an end", () => {
  it("ends the path: no screen after it, the progress counts to it", () => {
    expect(nextScreenId(flow, "courses-end", answers(answered("purpose", "courses")))).toBeNull();
    expect(expectedPath(flow, answers(answered("purpose", "courses"), answered("minutes", "5")))).toEqual([
      "purpose",
      "minutes",
      "courses-end",
    ]);
    expect(expectedPath(flow, answers(answered("purpose", "tutoring")))).toEqual(["purpose", "tutoring-end"]);
    expect(progressOf(flow, "group-end", answers(answered("purpose", "group")))).toEqual({ step: 2, total: 2 });
  });

  it.each([
    [
      "courses, 5 minutes: the month plan highlighted",
      "courses-end",
      [answered("purpose", "courses"), answered("minutes", "5")],
      "en",
      `/en${PAYWALL}?plan=courses-premium-1m`,
    ],
    [
      "courses, 10 minutes, in Ukrainian",
      "courses-end",
      [answered("purpose", "courses"), answered("minutes", "10")],
      "uk",
      `/uk${PAYWALL}?plan=courses-premium-3m`,
    ],
    [
      "courses, an answer byAnswer does not name: the end's href",
      "courses-end",
      [answered("purpose", "courses"), answered("minutes", "20")],
      "en",
      `/en${PAYWALL}`,
    ],
    [
      "tutoring: the fragment is kept",
      "tutoring-end",
      [answered("purpose", "tutoring")],
      "pl",
      "/pl/tutoring/pricing#tutoring-subscriptions",
    ],
    // A minutes answer left from an earlier visit to the courses branch is off the tutoring path: it must not count.
    [
      "tutoring after changing one's mind",
      "tutoring-end",
      [answered("purpose", "tutoring"), answered("minutes", "5")],
      "en",
      "/en/tutoring/pricing#tutoring-subscriptions",
    ],
    ["group lessons", "group-end", [answered("purpose", "group")], "el", "/el/group-lessons/pricing"],
  ] as const)("%s", (_, screenId, given, locale, href) => {
    expect(exitHref(flow, screenId, answers(...given), locale)).toBe(href);
  });

  it("a screen without an end has no exit", () => {
    expect(exitHref(flow, "minutes", answers(answered("purpose", "courses")), "en")).toBeNull();
    expect(exitHref(flow, "nope", answers(), "en")).toBeNull();
  });
});

describe("endHref", () => {
  const end = { href: "/a", byAnswer: { x: "/x", y: "/y" } };
  it.each([
    ["no answers: href", [], "/a"],
    ["the first answer on the path that byAnswer names wins", [answered("one", "y"), answered("two", "x")], "/y"],
    ["any of a multiple choice's ids", [answered("one", "q", "x")], "/x"],
    ["answers byAnswer does not name: href", [answered("one", "q")], "/a"],
  ] as const)("%s", (_, given, href) => {
    expect(endHref(end, [...given])).toBe(href);
  });
});

describe("localizedHref", () => {
  it.each([
    ["/", "uk", "/uk"],
    ["/tutoring/pricing", "de", "/de/tutoring/pricing"],
    [
      "/profile/payments-subscriptions/choose?plan=courses-premium-1m",
      "es-419",
      "/es-419/profile/payments-subscriptions/choose?plan=courses-premium-1m",
    ],
    ["/tutoring/pricing#tutoring-packs", "hi", "/hi/tutoring/pricing#tutoring-packs"],
    ["/?a=b", "en", "/en?a=b"],
  ] as const)("%s in %s", (href, locale, expected) => {
    expect(localizedHref(locale, href)).toBe(expected);
  });
});
