import { describe, expect, it } from "vitest";
import type { FunnelAnswer, FunnelAnswers } from "./answers";
import { buildPlanInput } from "./plan-input";

const answer = (questionId: string, questionKey: string, ids: string[]): FunnelAnswer => ({
  questionText: questionId,
  category: "plan",
  questionId,
  selectedAnswers: ids,
  selectedAnswerIds: ids,
  questionKey,
  tag: null,
  retenoUserProperty: null,
});
const answers = (...entries: FunnelAnswer[]): FunnelAnswers => Object.fromEntries(entries.map((entry) => [entry.questionId, entry]));

describe("buildPlanInput", () => {
  it("reads every answer by its question key, whatever the screen id", () => {
    const input = buildPlanInput(
      answers(
        answer("why", "goal", ["career"]),
        answer("my-level", "level", ["b1"]),
        answer("time", "minutes_per_day", ["15"]),
        answer("week", "days_per_week", ["3"]),
        answer("likes", "topics", ["business", "travel", "business"]),
        answer("lang", "target_language", ["ES"]),
        answer("native", "native_language", ["uk"]),
      ),
    );
    expect(input).toEqual({
      goal: "career",
      level: "B1",
      minutesPerDay: 15,
      daysPerWeek: 3,
      topics: ["business", "travel"],
      course: "es",
      nativeLanguage: "uk",
      answered: { goal: true, level: true, minutesPerDay: true, daysPerWeek: true, course: true },
    });
  });

  it("falls back to honest defaults, and says so, when answers are missing", () => {
    const input = buildPlanInput({});
    expect(input).toMatchObject({ goal: null, level: "A1", minutesPerDay: 10, daysPerWeek: 5, topics: [], course: "en" });
    expect(Object.values(input.answered).every((answered) => !answered)).toBe(true);
  });

  it.each([
    ["goal", ["world-domination"], { goal: null }],
    ["level", ["C2"], { level: "A1" }],
    ["minutes_per_day", ["0"], { minutesPerDay: 10 }],
    ["minutes_per_day", ["999"], { minutesPerDay: 10 }],
    ["minutes_per_day", ["ten"], { minutesPerDay: 10 }],
    ["days_per_week", ["8"], { daysPerWeek: 5 }],
    ["target_language", ["fr"], { course: "en" }],
    ["native_language", ["<b>"], { nativeLanguage: null }],
  ])("drops a %s answer it does not understand (%j)", (key, ids, expected) => {
    expect(buildPlanInput(answers(answer("q", key, ids)))).toMatchObject(expected);
  });

  it("takes the funnel's own course as chosen, not assumed; a target-language answer still decides", () => {
    expect(buildPlanInput({}, "es")).toMatchObject({ course: "es", answered: { course: true } });
    expect(buildPlanInput(answers(answer("q", "target_language", ["en"])), "es")).toMatchObject({
      course: "en",
      answered: { course: true },
    });
    expect(buildPlanInput(answers(answer("q", "target_language", ["fr"])), "es")).toMatchObject({
      course: "es",
      answered: { course: true },
    });
  });

  it("takes the later screen when two screens ask the same key", () => {
    expect(buildPlanInput(answers(answer("a", "level", ["A2"]), answer("b", "level", ["B2"]))).level).toBe("B2");
  });

  it("ignores entries of the wrong shape instead of crashing", () => {
    const broken = { x: { questionKey: "level", selectedAnswerIds: "B1" } } as unknown as FunnelAnswers;
    expect(buildPlanInput(broken).level).toBe("A1");
  });
});
