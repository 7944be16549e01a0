import { describe, expect, it } from "vitest";
import type { Course, Lesson, Level, Unit } from "@/features/courses";
import { buildPersonalPlan, buildWeek, courseLessons, dailyGoalFor, startLevelIn, studyDayIndexes } from "./plan";
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
