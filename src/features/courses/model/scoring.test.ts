import { describe, expect, it } from "vitest";
import type { Exercise } from "./content-schema";
import { answerVerdict, matchWordVerdict, MAX_ANSWER_MS, scoreLesson, type SubmittedAnswer } from "./scoring";

const x = (exercise: Record<string, unknown>) => exercise as unknown as Exercise;
const exercises: Exercise[] = [
  x({ id: "meet", type: "flashcard", wordId: "hello" }),
  x({ id: "pick", type: "choose", question: "I ___ Tom.", choices: ["am", "is"], answer: "am" }),
  x({ id: "gap", type: "fill_gap", sentence: "My ___ is Tom.", answer: "name" }),
  x({ id: "pairs", type: "match_pairs", wordIds: ["a", "b", "c"] }),
  x({ id: "say", type: "translate", source: {}, answers: ["Hello, Tom!", "Hi, Tom!"] }),
  x({ id: "build", type: "word_bank", translation: {}, answer: "My name is Tom.", tiles: ["My", "name", "is", "Tom", "your"] }),
  x({ id: "hear", type: "listen_type", audio: "See you tomorrow.", alternatives: ["See you tomorrow"] }),
];
const words = [{ text: "hello" }, { text: "name" }];

describe("answer verdicts", () => {
  it.each([
    ["pick", { response: "am" }, "correct"],
    ["pick", { response: "is" }, "wrong"],
    ["pick", { response: null }, "wrong"],
    ["gap", { response: "Name" }, "correct"],
    ["gap", { response: "nmae" }, "wrong"],
    ["say", { response: "hi tom" }, "correct"],
    ["say", { response: "Helo, Tom!" }, "almost"],
    ["build", { response: "My name is Tom" }, "correct"],
    ["build", { response: "name My is Tom" }, "wrong"],
    ["hear", { response: "see you tomorow" }, "almost"],
    ["pairs", { response: null, mistakes: 0 }, "correct"],
    ["pairs", { response: null, mistakes: 1 }, "wrong"],
    ["meet", { response: null }, null],
  ] as const)("%s answered %j is %s", (id, answer, verdict) => {
    expect(
      answerVerdict(
        exercises.find((e) => e.id === id)!,
        answer,
        words,
      ),
    ).toBe(verdict);
  });
});

describe("scoring a lesson", () => {
  const right: SubmittedAnswer[] = [
    { exerciseId: "meet", response: null, ms: 2000 },
    { exerciseId: "pick", response: "is", ms: 3000 },
    { exerciseId: "gap", response: "name", ms: 3000 },
    { exerciseId: "pairs", response: null, ms: 9000, mistakes: 0 },
    { exerciseId: "say", response: "Hello, Tom!", ms: 8000 },
    { exerciseId: "build", response: "My name is Tom", ms: 6000 },
    { exerciseId: "hear", response: "See you tomorrow", ms: 5000 },
    { exerciseId: "pick", response: "am", ms: 2000, retry: true },
  ];
  const limits = { wallMs: 600_000, clientDurationMs: 600_000 };

  it("counts first tries only (a retry at the end changes no accuracy) and leaves flashcards out", () => {
    const result = scoreLesson(exercises, words, right, limits);
    expect(result).toMatchObject({ ok: true, scoring: { correct: 5, total: 6, durationMs: 38_000 } });
  });

  it("caps each answer's time, and the total by the wall time and the client's own total", () => {
    const slow = right.map((answer) => ({ ...answer, ms: 10 * MAX_ANSWER_MS }));
    expect(scoreLesson(exercises, words, slow, { wallMs: 10_000_000, clientDurationMs: 10_000_000 })).toMatchObject({
      scoring: { durationMs: 8 * MAX_ANSWER_MS },
    });
    expect(scoreLesson(exercises, words, slow, { wallMs: 90_000, clientDurationMs: 10_000_000 })).toMatchObject({
      scoring: { durationMs: 90_000 },
    });
    expect(scoreLesson(exercises, words, right, { wallMs: 600_000, clientDurationMs: 1000 })).toMatchObject({
      scoring: { durationMs: 1000 },
    });
  });

  it("names the problem with answers that do not fit the lesson", () => {
    expect(scoreLesson(exercises, words, [...right, { exerciseId: "other", response: "x", ms: 1 }], limits)).toEqual({
      ok: false,
      problem: { code: "unknown_exercise", index: 8, exerciseId: "other" },
    });
    expect(scoreLesson(exercises, words, right.slice(1), limits)).toEqual({
      ok: false,
      problem: { code: "missing_answer", exerciseId: "meet" },
    });
    expect(scoreLesson(exercises, words, [...right, { ...right[2]! }], limits)).toEqual({
      ok: false,
      problem: { code: "duplicate_answer", index: 8, exerciseId: "gap" },
    });
  });
});

describe("a matched word's verdict", () => {
  it("is wrong only for the words of a wrong try; every word of a wrong match when the answer does not say which", () => {
    expect(matchWordVerdict("wrong", ["hello", "fine"], "hello")).toBe("wrong");
    expect(matchWordVerdict("wrong", ["hello", "fine"], "name")).toBe("correct");
    expect(matchWordVerdict("wrong", undefined, "name")).toBe("wrong");
    expect(matchWordVerdict("correct", ["hello"], "hello")).toBe("correct");
    expect(matchWordVerdict(null, undefined, "hello")).toBe("correct");
  });
});
