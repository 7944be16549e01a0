import { describe, expect, it } from "vitest";
import { estimateNextLevel, hoursToNextLevel, nextLevelOf, weeksFor } from "./plan-estimate";

describe("the next-level estimate from Cambridge English guided learning hours", () => {
  it.each([
    ["A1", "A2", 90, 100],
    ["A2", "B1", 170, 200],
    ["B1", "B2", 150, 200],
    ["B2", "C1", 200, 200],
    ["C1", "C2", 300, 400],
  ] as const)("%s → %s takes %i–%i hours (the difference of the cumulative ranges)", (level, next, low, high) => {
    expect(nextLevelOf(level)).toBe(next);
    expect(hoursToNextLevel(level)).toEqual({ hours: (low + high) / 2, range: [low, high] });
  });

  it("turns hours into whole weeks at the learner's pace, rounding up", () => {
    expect(weeksFor(95, 50)).toBe(114);
    expect(weeksFor(1, 140)).toBe(1);
    expect(() => weeksFor(10, 0)).toThrow(RangeError);
  });

  it("gives weeks, their range and a date from the minutes a day and days a week", () => {
    const estimate = estimateNextLevel({ level: "B1", minutesPerDay: 20, daysPerWeek: 7 }, "2026-11-23");
    // 175 hours at 140 minutes a week: 75 weeks; 150–200 hours: 65–86 weeks.
    expect(estimate).toMatchObject({ nextLevel: "B2", hoursNeeded: 175, minutesPerWeek: 140, weeks: 75, weeksRange: [65, 86] });
    expect(estimate.reachBy).toBe("2028-05-01");
    expect(estimate.source).toMatch(/cambridgeenglish\.org/);
  });

  it("reaches the level sooner the more the learner studies", () => {
    const weeks = [5, 10, 15, 20].map(
      (minutes) => estimateNextLevel({ level: "A1", minutesPerDay: minutes, daysPerWeek: 5 }, "2026-01-01").weeks,
    );
    expect(weeks).toEqual([...weeks].sort((a, b) => b - a));
    expect(new Set(weeks).size).toBe(4);
  });
});
