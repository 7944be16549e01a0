import { describe, expect, it } from "vitest";
import { accuracyOf, isPerfect, lessonXp, reviewXp } from "./xp";

describe("lesson XP", () => {
  it("gives a first completion 10 + 2 per first-try right answer, + 5 when perfect", () => {
    expect(lessonXp({ correct: 7, total: 10 }, true)).toBe(10 + 14);
    expect(lessonXp({ correct: 10, total: 10 }, true)).toBe(10 + 20 + 5);
    expect(lessonXp({ correct: 0, total: 10 }, true)).toBe(10);
  });

  it("gives a later completion of a done lesson at most 5, by accuracy", () => {
    expect(lessonXp({ correct: 10, total: 10 }, false)).toBe(5);
    expect(lessonXp({ correct: 5, total: 10 }, false)).toBe(3);
    expect(lessonXp({ correct: 0, total: 10 }, false)).toBe(0);
  });

  it("never counts more right answers than exercises", () => {
    expect(lessonXp({ correct: 50, total: 10 }, true)).toBe(10 + 20 + 5);
    expect(lessonXp({ correct: -3, total: 10 }, true)).toBe(10);
  });

  it("knows a perfect lesson and the accuracy", () => {
    expect(isPerfect({ correct: 9, total: 9 })).toBe(true);
    expect(isPerfect({ correct: 8, total: 9 })).toBe(false);
    expect(isPerfect({ correct: 0, total: 0 })).toBe(false);
    expect(accuracyOf({ correct: 3, total: 4 })).toBe(0.75);
  });
});

describe("review XP", () => {
  it("is 1 per card reviewed", () => {
    expect(reviewXp(12)).toBe(12);
    expect(reviewXp(0)).toBe(0);
    expect(reviewXp(-2)).toBe(0);
  });
});
