import { describe, expect, it } from "vitest";
import {
  COURSE_HOURS_SOURCE,
  estimateNextLevel,
  HOURS_SOURCES,
  hoursToNextLevel,
  nextLevelOf,
  storedEstimate,
  weeksFor,
} from "./plan-estimate";

describe("the next-level estimate from Cambridge English guided learning hours (the English course)", () => {
  it.each([
    ["A1", "A2", 90, 100],
    ["A2", "B1", 170, 200],
    ["B1", "B2", 150, 200],
    ["B2", "C1", 200, 200],
    ["C1", "C2", 300, 400],
  ] as const)("%s → %s takes %i–%i hours (the difference of the cumulative ranges)", (level, next, low, high) => {
    expect(nextLevelOf(level)).toBe(next);
    expect(hoursToNextLevel(HOURS_SOURCES.cambridge, level)).toEqual({ hours: (low + high) / 2, range: [low, high] });
  });

  it("turns hours into whole weeks at the learner's pace, rounding up", () => {
    expect(weeksFor(95, 50)).toBe(114);
    expect(weeksFor(1, 140)).toBe(1);
    expect(() => weeksFor(10, 0)).toThrow(RangeError);
  });

  it("gives weeks, their range and a date from the minutes a day and days a week", () => {
    const estimate = estimateNextLevel("en", { level: "B1", minutesPerDay: 20, daysPerWeek: 7 }, "2026-11-23");
    // 175 hours at 140 minutes a week: 75 weeks; 150–200 hours: 65–86 weeks.
    expect(estimate).toMatchObject({ nextLevel: "B2", hoursNeeded: 175, minutesPerWeek: 140, weeks: 75, weeksRange: [65, 86] });
    expect(estimate!.reachBy).toBe("2028-05-01");
    expect(estimate!.sourceId).toBe("cambridge");
    expect(estimate!.source).toMatch(/cambridgeenglish\.org/);
  });

  it("reaches the level sooner the more the learner studies", () => {
    const weeks = [5, 10, 15, 20].map(
      (minutes) => estimateNextLevel("en", { level: "A1", minutesPerDay: minutes, daysPerWeek: 5 }, "2026-01-01")!.weeks,
    );
    expect(weeks).toEqual([...weeks].sort((a, b) => b - a));
    expect(new Set(weeks).size).toBe(4);
  });
});

describe("the Spanish course's estimate from the Instituto Cervantes' course hours", () => {
  it("is a source about Spanish, never Cambridge English", () => {
    expect(COURSE_HOURS_SOURCE).toEqual({ en: "cambridge", es: "cervantes" });
    const estimate = estimateNextLevel("es", { level: "A1", minutesPerDay: 10, daysPerWeek: 5 }, "2026-11-23");
    expect(estimate!.sourceId).toBe("cervantes");
    expect(estimate!.source).toMatch(/^https:\/\/[a-z]+\.cervantes\.es\//);
    expect(estimate!.source).not.toMatch(/cambridge/);
  });

  it.each([
    // Thirty-hour courses per level: A1 2, A2 3, B1 4, B2 5, C1 6.
    ["A1", "A2", 90],
    ["A2", "B1", 120],
    ["B1", "B2", 150],
    ["B2", "C1", 180],
  ] as const)("%s → %s takes the %i hours of the next level's courses", (level, next, hours) => {
    expect(nextLevelOf(level)).toBe(next);
    expect(hoursToNextLevel(HOURS_SOURCES.cervantes, level)).toEqual({ hours, range: [hours, hours] });
  });

  it("gives weeks and a date at the learner's pace", () => {
    // A1 → A2: 90 hours at 50 minutes a week = 108 weeks.
    const estimate = estimateNextLevel("es", { level: "A1", minutesPerDay: 10, daysPerWeek: 5 }, "2026-11-23");
    expect(estimate).toMatchObject({ nextLevel: "A2", hoursNeeded: 90, hoursRange: [90, 90], weeks: 108, weeksRange: [108, 108] });
    expect(estimate!.reachBy).toBe("2028-12-18");
  });

  it("has no estimate from C1: the Instituto Cervantes publishes no general course hours for C2", () => {
    expect(hoursToNextLevel(HOURS_SOURCES.cervantes, "C1")).toBeNull();
    expect(estimateNextLevel("es", { level: "C1", minutesPerDay: 20, daysPerWeek: 7 }, "2026-11-23")).toBeNull();
  });
});

describe("a stored estimate", () => {
  const made = estimateNextLevel("es", { level: "A2", minutesPerDay: 15, daysPerWeek: 4 }, "2026-11-23")!;

  it("is read as it was made, without the assumed inputs kept beside it", () => {
    expect(storedEstimate({ ...made, assumed: ["goal"] })).toEqual(made);
  });

  it("made before sources were per course (no sourceId) was Cambridge English's", () => {
    const made = estimateNextLevel("en", { level: "A2", minutesPerDay: 15, daysPerWeek: 4 }, "2026-11-23")!;
    const old = Object.fromEntries(Object.entries(made).filter(([key]) => key !== "sourceId"));
    expect(storedEstimate(old)).toEqual(made);
  });

  it("is none when the plan was saved without one", () => {
    expect(storedEstimate({ assumed: [] })).toBeNull();
    expect(storedEstimate(null)).toBeNull();
  });
});
