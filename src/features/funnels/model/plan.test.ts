import { describe, expect, it } from "vitest";
import type { Course, Lesson, Level, Unit } from "@/features/courses";
import {
  buildPersonalPlan,
  buildWeek,
  completedLessonDays,
  courseLessons,
  dailyGoalFor,
  planFromStored,
  startLevelIn,
  studyDayIndexes,
  type PersonalPlan,
  type StoredPlan,
} from "./plan";
import { buildPlanInput, type PlanInput } from "./plan-input";

const title = (text: string) =>
  Object.fromEntries(["en", "uk", "es", "es-419", "pt", "fr", "tr", "it", "de", "pl", "hi", "el"].map((l) => [l, text]));
const unit = (id: string, lessons: number): Unit =>
  ({
    id,
    title: title(id),
    lessons: Array.from(
      { length: lessons },
      (_, k) => ({ id: `${id}-l0${k + 1}`, title: title(`${id} lesson ${k + 1}`) }) as unknown as Lesson,
    ),
  }) as unknown as Unit;
const course = (id: "en" | "es", levels: Level[]): Course => ({
  id,
  levels: levels.map((level) => ({
    level,
    units: [unit(`${id}-${level.toLowerCase()}-u01`, 3), unit(`${id}-${level.toLowerCase()}-u02`, 3)],
  })),
});
const COURSES = [course("en", ["A1", "A2", "B1", "B2", "C1"]), course("es", ["A1", "A2"])];
const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({ ...buildPlanInput({}), ...overrides });

describe("the daily goal and the week", () => {
  it.each([
    [5, 5],
    [9, 5],
    [10, 10],
    [15, 15],
    [19, 15],
    [30, 20],
    [120, 20],
  ])("%i minutes a day → a daily goal of %i", (minutes, goal) => expect(dailyGoalFor(minutes)).toBe(goal));

  it.each([
    [1, [0]],
    [3, [0, 2, 4]],
    [5, [0, 1, 2, 4, 5]],
    [7, [0, 1, 2, 3, 4, 5, 6]],
  ])("%i days a week are spread from today: %j", (days, indexes) => expect(studyDayIndexes(days)).toEqual(indexes));

  it("fills study days with the next lessons in order and adds reviews after the first day", () => {
    const lessons = courseLessons(COURSES[0]!);
    const week = buildWeek({ minutesPerDay: 15, daysPerWeek: 3 }, lessons, "2026-11-23");
    expect(week.map((day) => day.day)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(week.map((day) => [day.study, day.lessons.length, day.reviews, day.minutes])).toEqual([
      [true, 3, 0, 15],
      [false, 0, 0, 0],
      [true, 2, 1, 15],
      [false, 0, 0, 0],
      [true, 2, 1, 15],
      [false, 0, 0, 0],
      [false, 0, 0, 0],
    ]);
    expect(week.flatMap((day) => day.lessons.map((lesson) => lesson.id))).toEqual(lessons.slice(0, 7).map((lesson) => lesson.id));
  });

  it("with five minutes a day, alternates a lesson day and a review day", () => {
    const week = buildWeek({ minutesPerDay: 5, daysPerWeek: 7 }, courseLessons(COURSES[0]!), "2026-11-23");
    expect(week.map((day) => `${day.lessons.length}/${day.reviews}`)).toEqual(["1/0", "0/1", "1/0", "0/1", "1/0", "0/1", "1/0"]);
  });
});

describe("buildPersonalPlan", () => {
  it("starts at the first lesson of the learner's level in the real course", () => {
    const plan = buildPersonalPlan(input({ level: "B1", goal: "career" }), COURSES, "2026-11-23");
    expect(plan).toMatchObject({ course: "en", goal: "career", level: "B1", startLevel: "B1", dailyGoal: 10 });
    expect(plan.startLesson.id).toBe("en-b1-u01-l01");
    expect(plan.week[0]!.lessons[0]!.id).toBe("en-b1-u01-l01");
    expect(plan.estimate).toMatchObject({ nextLevel: "B2" });
  });

  it("starts at the course's highest level below the learner's when the course stops earlier", () => {
    const plan = buildPersonalPlan(input({ level: "B2", course: "es" }), COURSES, "2026-11-23");
    expect(plan).toMatchObject({ course: "es", level: "B2", startLevel: "A2" });
    expect(plan.startLesson.id).toBe("es-a2-u01-l01");
    expect(startLevelIn(COURSES[1]!, "A1")).toBe("A1");
  });

  it("names the inputs it assumed", () => {
    expect(buildPersonalPlan(input(), COURSES, "2026-11-23").assumed).toEqual(["goal", "level", "minutesPerDay", "daysPerWeek", "course"]);
  });
});

describe("the plan goes on from the lessons the learner has done", () => {
  const TODAY = "2026-11-30";
  const stored = (overrides: Partial<StoredPlan> = {}): StoredPlan => ({
    course: "en",
    goal: "travel",
    level: "A1",
    startLessonId: "en-a1-u01-l01",
    minutesPerDay: 10,
    daysPerWeek: 7,
    topics: [],
    estimate: buildPersonalPlan(input(), COURSES, "2026-11-23").estimate,
    ...overrides,
  });
  const ids = (plan: PersonalPlan) => plan.week.map((day) => day.lessons.map((lesson) => (lesson.done ? `${lesson.id}✓` : lesson.id)));
  const done = (...entries: [string, string][]) => new Map(entries);

  it("starts the week and the next lesson at the first lesson not completed, not at the stored start", () => {
    const completed = done(
      ["en-a1-u01-l01", "2026-11-23"],
      ["en-a1-u01-l02", "2026-11-24"],
      ["en-a1-u01-l03", "2026-11-25"],
      ["en-a1-u02-l01", "2026-11-26"],
      ["en-a1-u02-l02", "2026-11-27"],
    );
    const plan = planFromStored(stored(), COURSES, TODAY, completed)!;
    expect(plan.startLesson.id).toBe("en-a1-u01-l01");
    expect(plan.nextLesson?.id).toBe("en-a1-u02-l03");
    // 10 minutes a day, every day: two lessons today, then one lesson and a review a day.
    expect(ids(plan)).toEqual([
      ["en-a1-u02-l03", "en-a2-u01-l01"],
      ["en-a2-u01-l02"],
      ["en-a2-u01-l03"],
      ["en-a2-u02-l01"],
      ["en-a2-u02-l02"],
      ["en-a2-u02-l03"],
      ["en-b1-u01-l01"],
    ]);
  });

  it("keeps the lessons completed today on today, marked done, without moving the rest of the week", () => {
    const before = planFromStored(stored(), COURSES, TODAY)!;
    const plan = planFromStored(stored(), COURSES, TODAY, done(["en-a1-u01-l01", TODAY]))!;
    expect(plan.week[0]!.lessons.map((lesson) => [lesson.id, lesson.done])).toEqual([
      ["en-a1-u01-l01", true],
      ["en-a1-u01-l02", false],
    ]);
    expect(ids(plan).slice(1)).toEqual(ids(before).slice(1));
    expect(plan.nextLesson?.id).toBe("en-a1-u01-l02");
  });

  it("shows every lesson done today, even more than the day's goal, and the next ones from tomorrow", () => {
    const completed = done(["en-a1-u01-l01", TODAY], ["en-a1-u01-l02", TODAY], ["en-a1-u01-l03", TODAY]);
    const plan = planFromStored(stored(), COURSES, TODAY, completed)!;
    expect(ids(plan).slice(0, 2)).toEqual([["en-a1-u01-l01✓", "en-a1-u01-l02✓", "en-a1-u01-l03✓"], ["en-a1-u02-l01"]]);
    expect(plan.week[0]!.minutes).toBe(15);
    expect(plan.nextLesson?.id).toBe("en-a1-u02-l01");
  });

  it("leaves out lessons done earlier further on too, and ignores lessons before the start", () => {
    const completed = done(["en-a1-u01-l01", "2026-11-20"], ["en-a1-u01-l03", "2026-11-29"]);
    const plan = planFromStored(stored({ startLessonId: "en-a1-u01-l02" }), COURSES, TODAY, completed)!;
    expect(plan.nextLesson?.id).toBe("en-a1-u01-l02");
    expect(ids(plan).slice(0, 2)).toEqual([["en-a1-u01-l02", "en-a1-u02-l01"], ["en-a1-u02-l02"]]);
  });

  it("when every lesson from the start is done: no next lesson, and the study days are review days", () => {
    const spanish = stored({ course: "es", level: "A2", startLessonId: "es-a2-u01-l01" });
    const all = courseLessons(COURSES[1]!).filter((lesson) => lesson.level === "A2");
    const plan = planFromStored(spanish, COURSES, TODAY, new Map(all.map((lesson) => [lesson.id, "2026-11-29"])))!;
    expect(plan.nextLesson).toBeNull();
    expect(plan.week.every((day) => day.lessons.length === 0 && day.reviews === 1 && day.minutes === 5)).toBe(true);
    // Some done today: they stay today's; the rest of the week reviews.
    const today = planFromStored(spanish, COURSES, TODAY, new Map(all.map((lesson, k) => [lesson.id, k < 4 ? "2026-11-29" : TODAY])))!;
    expect(today.nextLesson).toBeNull();
    expect(ids(today)[0]).toEqual(["es-a2-u02-l02✓", "es-a2-u02-l03✓"]);
    expect(today.week.slice(1).every((day) => day.lessons.length === 0 && day.reviews === 1)).toBe(true);
  });

  it("builds a new plan past the lessons already done, keeping the level's first lesson as its start", () => {
    const plan = buildPersonalPlan(input({ level: "B1" }), COURSES, TODAY, done(["en-b1-u01-l01", "2026-11-01"]));
    expect(plan.startLesson.id).toBe("en-b1-u01-l01");
    expect(plan.nextLesson?.id).toBe("en-b1-u01-l02");
    expect(plan.week[0]!.lessons[0]!.id).toBe("en-b1-u01-l02");
  });

  it("reads each lesson's first completion on the learner's local day", () => {
    const marks = [
      { lessonId: "a", completedAt: new Date("2026-11-29T23:30:00Z") },
      { lessonId: "a", completedAt: new Date("2026-11-30T10:00:00Z") },
      { lessonId: "b", completedAt: null },
      { lessonId: "c", completedAt: new Date("2026-11-30T10:00:00Z") },
    ];
    // 23:30 UTC is already 01:30 the next day in Kyiv.
    expect(completedLessonDays(marks, "Europe/Kyiv")).toEqual(
      new Map([
        ["a", "2026-11-30"],
        ["c", "2026-11-30"],
      ]),
    );
    expect(completedLessonDays(marks, "UTC")).toEqual(
      new Map([
        ["a", "2026-11-29"],
        ["c", "2026-11-30"],
      ]),
    );
  });
});

describe("a stored plan keeps its estimate as it was made", () => {
  const row = (estimate: unknown): StoredPlan => ({
    course: "es",
    goal: null,
    level: "A1",
    startLessonId: "es-a1-u01-l01",
    minutesPerDay: 10,
    daysPerWeek: 5,
    topics: ["food", 3],
    estimate,
  });

  it("reads an estimate stored before sources were per course as Cambridge English's, with what was assumed", () => {
    // The shape saved before: no sourceId, the Cambridge link, the assumed inputs beside it.
    const old = {
      level: "A1",
      nextLevel: "A2",
      hoursNeeded: 95,
      hoursRange: [90, 100],
      minutesPerWeek: 50,
      weeks: 114,
      weeksRange: [108, 120],
      reachBy: "2029-01-22",
      source: "https://support.cambridgeenglish.org/hc/en-gb/articles/202838506-Guided-learning-hours",
      assumed: ["goal"],
    };
    const plan = planFromStored(row(old), COURSES, "2026-11-30")!;
    expect(plan.estimate).toEqual({ ...old, assumed: undefined, sourceId: "cambridge" });
    expect(plan.estimate).not.toHaveProperty("assumed");
    expect(plan.assumed).toEqual(["goal"]);
    expect(plan.topics).toEqual(["food"]);
  });

  it("reads a plan saved without an estimate (no published hours for its level) as having none", () => {
    const plan = planFromStored(row({ assumed: [] }), COURSES, "2026-11-30")!;
    expect(plan.estimate).toBeNull();
  });
});

describe("the estimate follows the course", () => {
  it("uses Cambridge English for the English course and the Instituto Cervantes for the Spanish one", () => {
    const english = buildPersonalPlan(input({ level: "A1", course: "en" }), COURSES, "2026-11-23");
    const spanish = buildPersonalPlan(input({ level: "A1", course: "es" }), COURSES, "2026-11-23");
    expect(english.estimate).toMatchObject({ sourceId: "cambridge", hoursNeeded: 95 });
    expect(english.estimate!.source).toMatch(/cambridgeenglish\.org/);
    expect(spanish.estimate).toMatchObject({ sourceId: "cervantes", hoursNeeded: 90 });
    expect(spanish.estimate!.source).toMatch(/cervantes\.es/);
  });

  it("has none for a Spanish learner at C1: no published hours reach C2", () => {
    expect(buildPersonalPlan(input({ level: "C1", course: "es" }), COURSES, "2026-11-23").estimate).toBeNull();
    expect(buildPersonalPlan(input({ level: "C1", course: "en" }), COURSES, "2026-11-23").estimate).toMatchObject({ nextLevel: "C2" });
  });
});
