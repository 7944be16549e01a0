import { describe, expect, it } from "vitest";
import { fixtureCourses } from "../test-fixtures/fixture-courses";
import {
  completedLevels,
  dailyLessonOf,
  FREE_LESSONS_PER_LEVEL,
  gateCourse,
  lessonAccess,
  type GateInput,
  type LessonAttemptMark,
} from "./gating";

const courses = fixtureCourses();
const now = new Date("2026-11-23T12:00:00Z");
const hour = 3_600_000;

/** Lessons fx-a1-l1 … done, one hour apart, the day before `now`. */
const doneUpTo = (last: number, level = "a1"): LessonAttemptMark[] =>
  Array.from({ length: last }, (_, k) => {
    const at = new Date(now.getTime() - 24 * hour + k * 60_000);
    return { lessonId: `fx-${level}-l${k + 1}`, startedAt: at, completedAt: at };
  });

const input = (over: Partial<GateInput> = {}): GateInput => ({
  courses,
  premium: false,
  attempts: [],
  passedLevelTests: [],
  now,
  timeZone: "Europe/Kyiv",
  ...over,
});

const statuses = (gateInput: GateInput) => Object.fromEntries(gateCourse("en", gateInput).map((g) => [g.lessonId, g.status]));

describe("lesson order", () => {
  it("opens the first lesson and locks the rest until the one before is done", () => {
    expect(statuses(input())).toEqual({
      "fx-a1-l1": "next",
      "fx-a1-l2": "locked",
      "fx-a1-l3": "locked",
      "fx-a1-l4": "locked",
      "fx-a1-l5": "locked",
      "fx-a1-l6": "locked",
      "fx-a2-l1": "locked",
      "fx-a2-l2": "locked",
      "fx-a2-l3": "locked",
    });
    expect(statuses(input({ attempts: doneUpTo(2) }))).toMatchObject({ "fx-a1-l1": "done", "fx-a1-l2": "done", "fx-a1-l3": "next" });
    expect(lessonAccess("fx-a1-l3", input())).toEqual({ open: false, reason: "order" });
    expect(lessonAccess("nope", input())).toEqual({ open: false, reason: "unknown" });
  });

  it("opens a level's first lesson when the level before is done or its level test was passed", () => {
    expect(statuses(input({ premium: true, attempts: doneUpTo(6) }))["fx-a2-l1"]).toBe("next");
    expect(statuses(input({ premium: true, attempts: doneUpTo(5) }))["fx-a2-l1"]).toBe("locked");
    const early = statuses(input({ premium: true, attempts: doneUpTo(1), passedLevelTests: ["A1"] }));
    expect(early).toMatchObject({ "fx-a1-l2": "next", "fx-a2-l1": "open", "fx-a2-l2": "locked" });
  });

  it("keeps a done lesson open and names the completed levels", () => {
    expect(lessonAccess("fx-a1-l1", input({ attempts: doneUpTo(6) }))).toEqual({ open: true });
    const done = new Set(doneUpTo(6).map((a) => a.lessonId));
    expect(completedLevels(courses[0]!, done)).toEqual(["A1"]);
  });
});

describe("placement by the level test", () => {
  it("opens the placed level from its first lesson and makes it the next lesson; lower levels stay open", () => {
    const placed = statuses(input({ premium: true, placedLevel: "A2" }));
    expect(placed).toMatchObject({ "fx-a1-l1": "open", "fx-a1-l2": "locked", "fx-a2-l1": "next", "fx-a2-l2": "locked" });
    expect(lessonAccess("fx-a2-l1", input({ premium: true, placedLevel: "A2" }))).toEqual({ open: true });
    expect(lessonAccess("fx-a2-l2", input({ premium: true, placedLevel: "A2" }))).toEqual({ open: false, reason: "order" });
  });

  it("keeps order inside the placed level and the free plan's limits", () => {
    const attempts = [{ lessonId: "fx-a2-l1", startedAt: new Date(now.getTime() - 2 * hour), completedAt: new Date(now.getTime() - hour) }];
    expect(statuses(input({ premium: true, placedLevel: "A2", attempts }))).toMatchObject({ "fx-a2-l1": "done", "fx-a2-l2": "next" });
    // A free learner placed at A2 still gets A2's first free lessons (three per level here).
    expect(statuses(input({ placedLevel: "A2" }))["fx-a2-l1"]).toBe("next");
  });

  it("placed at the first level, or at a level the course does not have, changes nothing", () => {
    expect(statuses(input({ placedLevel: "A1" }))).toEqual(statuses(input()));
    expect(statuses(input({ placedLevel: "C1" }))).toEqual(statuses(input()));
    expect(statuses(input({ placedLevel: null }))).toEqual(statuses(input()));
  });
});

describe("premium", () => {
  it("gives a free learner the first lessons of each level and one more on a day they have not used it", () => {
    expect(FREE_LESSONS_PER_LEVEL).toBe(3);
    expect(statuses(input({ attempts: doneUpTo(3) }))["fx-a1-l4"]).toBe("next");
  });

  it("spends the day's lesson on the first one opened beyond the free ones: the next is premium until the next local day", () => {
    const today = new Date(now.getTime() - hour);
    const attempts = [...doneUpTo(3), { lessonId: "fx-a1-l4", startedAt: today, completedAt: new Date(today.getTime() + 600_000) }];
    expect(dailyLessonOf(input({ attempts }))).toBe("fx-a1-l4");
    expect(statuses(input({ attempts }))).toMatchObject({ "fx-a1-l4": "done", "fx-a1-l5": "premium", "fx-a1-l6": "locked" });
    expect(lessonAccess("fx-a1-l5", input({ attempts }))).toEqual({ open: false, reason: "premium" });
    // Kyiv's next day starts at 22:00 UTC.
    expect(lessonAccess("fx-a1-l5", input({ attempts, now: new Date("2026-11-23T22:30:00Z") }))).toEqual({ open: true });
    expect(lessonAccess("fx-a1-l5", input({ attempts, now: new Date("2026-11-23T21:30:00Z") }))).toMatchObject({ open: false });
  });

  it("spends the day's lesson on one started and finished at the same instant (the clock's resolution)", () => {
    const at = new Date(now.getTime() - hour);
    const attempts = [...doneUpTo(3), { lessonId: "fx-a1-l4", startedAt: at, completedAt: at }];
    expect(dailyLessonOf(input({ attempts }))).toBe("fx-a1-l4");
    expect(statuses(input({ attempts }))).toMatchObject({ "fx-a1-l4": "done", "fx-a1-l5": "premium" });
  });

  it("keeps the day's lesson open all day while it is not finished", () => {
    const attempts = [...doneUpTo(3), { lessonId: "fx-a1-l4", startedAt: new Date(now.getTime() - hour), completedAt: null }];
    expect(lessonAccess("fx-a1-l4", input({ attempts }))).toEqual({ open: true });
  });

  it("does not spend the day's lesson on replaying one done before", () => {
    const attempts = [
      ...doneUpTo(4),
      { lessonId: "fx-a1-l4", startedAt: new Date(now.getTime() - hour), completedAt: new Date(now.getTime() - hour / 2) },
    ];
    expect(dailyLessonOf(input({ attempts }))).toBeUndefined();
    expect(lessonAccess("fx-a1-l5", input({ attempts }))).toEqual({ open: true });
  });

  it("opens everything (in order) for premium and trial learners", () => {
    const today = new Date(now.getTime() - hour);
    const attempts = [...doneUpTo(3), { lessonId: "fx-a1-l4", startedAt: today, completedAt: today }];
    expect(lessonAccess("fx-a1-l5", input({ attempts, premium: true }))).toEqual({ open: true });
    expect(Object.values(statuses(input({ attempts, premium: true })))).not.toContain("premium");
  });
});
