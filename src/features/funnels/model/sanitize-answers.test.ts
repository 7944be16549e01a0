import { describe, expect, it } from "vitest";
import type { FunnelAnswer } from "./answers";
import type { Screen } from "./funnel";
import { sanitizeAnswers } from "./sanitize-answers";

const screens = [
  {
    id: "goal",
    type: "single-choice",
    title: "Why?",
    questionKey: "goal",
    category: "c",
    options: [
      { id: "travel", text: "Travel" },
      { id: "career", text: "Career" },
    ],
  },
  {
    id: "topics",
    type: "multiple-choice",
    title: "Topics?",
    questionKey: "topics",
    category: "c",
    cta: "Go",
    maxSelected: 2,
    options: [
      { id: "a", text: "A" },
      { id: "b", text: "B" },
      { id: "c", text: "C" },
    ],
  },
  { id: "name", type: "input", title: "Name?", questionKey: "first_name", category: "c", label: "Name", maxLength: 5, cta: "Go" },
  {
    id: "minutes",
    type: "range",
    title: "Minutes?",
    questionKey: "minutes_per_day",
    category: "c",
    min: 5,
    max: 20,
    step: 5,
    initial: 10,
    valueText: "{value}",
    cta: "Go",
  },
  {
    id: "hours",
    type: "time-range",
    title: "When?",
    questionKey: "study_time",
    category: "c",
    fromLabel: "From",
    toLabel: "To",
    startHour: 6,
    endHour: 22,
    stepMinutes: 30,
    cta: "Go",
  },
  { id: "intro", type: "motivation", title: "Hi", cta: "Go" },
] as Screen[];

const answer = (questionId: string, questionKey: string, ids: string[], texts = ids): FunnelAnswer => ({
  questionText: "?",
  category: "c",
  questionId,
  selectedAnswers: texts,
  selectedAnswerIds: ids,
  questionKey,
  tag: null,
  retenoUserProperty: null,
});

describe("answers read back from storage", () => {
  it.each<[string, FunnelAnswer, boolean]>([
    ["a single choice the screen offers", answer("goal", "goal", ["travel"]), true],
    ["a single choice no longer offered", answer("goal", "goal", ["fame"]), false],
    ["two answers to a single choice", answer("goal", "goal", ["travel", "career"]), false],
    ["a question key that changed", answer("goal", "purpose", ["travel"]), false],
    ["multiple answers within the limit", answer("topics", "topics", ["a", "c"]), true],
    ["more answers than the screen allows now", answer("topics", "topics", ["a", "b", "c"]), false],
    ["free text within its length", answer("name", "first_name", ["text"], ["Ola"]), true],
    ["free text longer than the screen allows", answer("name", "first_name", ["text"], ["Olenka"]), false],
    ["a number on the range's steps", answer("minutes", "minutes_per_day", ["15"]), true],
    ["a number off the steps", answer("minutes", "minutes_per_day", ["12"]), false],
    ["a time range in order", answer("hours", "study_time", ["07:00", "08:30"]), true],
    ["a time range backwards", answer("hours", "study_time", ["09:00", "08:30"]), false],
    ["an answer to a screen that asks nothing", answer("intro", "intro", ["x"]), false],
    ["an answer to a screen that is gone", answer("gone", "goal", ["travel"]), false],
  ])("%s → kept: %s", (_case, stored, isKept) => {
    const { answers, dropped } = sanitizeAnswers(screens, { [stored.questionId]: stored });
    expect(Object.keys(answers)).toEqual(isKept ? [stored.questionId] : []);
    expect(dropped).toEqual(isKept ? [] : [stored.questionId]);
  });

  it("drops only the entries that do not fit, and reads anything else as no answers", () => {
    const stored = { goal: answer("goal", "goal", ["travel"]), topics: answer("topics", "topics", ["z"]), name: { nonsense: true } };
    expect(sanitizeAnswers(screens, stored)).toEqual({ answers: { goal: stored.goal }, dropped: ["topics", "name"] });
    expect(sanitizeAnswers(screens, "not an object")).toEqual({ answers: {}, dropped: [] });
    expect(sanitizeAnswers(screens, null)).toEqual({ answers: {}, dropped: [] });
  });
});
