import { describe, expect, it } from "vitest";
import type { Course } from "./course-content";
import {
  chooseCourse,
  courseMapView,
  freshCourseMap,
  levelParam,
  levelTestId,
  switchableCourses,
  type CourseMapInput,
  type MapLessonStatus,
} from "./course-map";

const lesson = (id: string, status: MapLessonStatus) => ({ id, title: `T ${id}`, goal: `G ${id}`, status });

function map(statuses: Record<string, MapLessonStatus[][]>, nextLessonId: string | null = null): CourseMapInput {
  return {
    course: "en",
    nextLessonId,
    levels: Object.entries(statuses).map(([level, units]) => ({
      level: level as "A1",
      units: units.map((unit, u) => ({
        id: `en-${level.toLowerCase()}-u0${u + 1}`,
        title: `Unit ${u + 1}`,
        lessons: unit.map((status, l) => lesson(`${level.toLowerCase()}-${u + 1}-${l + 1}`, status)),
      })),
    })),
  };
}

describe("courseMapView", () => {
  it("counts done lessons per unit, level and course, and finds the next lesson with its unit", () => {
    const view = courseMapView(
      map(
        {
          A1: [
            ["done", "done"],
            ["next", "locked"],
          ],
          A2: [["locked", "locked"]],
        },
        "a1-2-1",
      ),
    );
    expect(view.done).toBe(2);
    expect(view.total).toBe(6);
    expect(view.next).toMatchObject({ lesson: { id: "a1-2-1", number: 3 }, unitTitle: "Unit 2", level: "A1" });
    expect(view.levels.map((level) => [level.level, level.done, level.total, level.isCurrent])).toEqual([
      ["A1", 2, 4, true],
      ["A2", 0, 2, false],
    ]);
    expect(view.levels[0]!.units.map((unit) => [unit.testId, unit.done, unit.isCurrent])).toEqual([
      ["en-a1-u01", 2, false],
      ["en-a1-u02", 0, true],
    ]);
    expect(view.levels[0]!.testId).toBe("en-a1");
    expect(view.firstPremium).toBeNull();
  });

  it("says what an order-locked lesson waits for: the earliest unfinished lesson, or the level before for a level not reached", () => {
    const view = courseMapView(map({ A1: [["done", "next", "locked", "locked"]], A2: [["locked", "locked"]] }));
    const a1 = view.levels[0]!.units[0]!.lessons;
    expect(a1[2]!.prerequisite).toEqual({ kind: "lesson", lessonId: "a1-1-2", title: "T a1-1-2" });
    expect(a1[3]!.prerequisite).toEqual({ kind: "lesson", lessonId: "a1-1-2", title: "T a1-1-2" });
    const a2 = view.levels[1]!.units[0]!.lessons;
    expect(a2[0]!.prerequisite).toEqual({ kind: "level", level: "A1", testId: "en-a1" });
    expect(a2[1]!.prerequisite).toEqual({ kind: "level", level: "A1", testId: "en-a1" });
    expect(a1[1]!.prerequisite).toBeUndefined();
  });

  it("falls back to the first lesson marked next when the map names none", () => {
    expect(courseMapView(map({ A1: [["done", "next"]] })).next?.lesson.id).toBe("a1-1-2");
  });

  it("offers premium instead of a next lesson when a free learner has used today's lessons", () => {
    const view = courseMapView(map({ A1: [["done", "done", "done", "done", "premium", "locked"]] }));
    expect(view.next).toBeNull();
    expect(view.firstPremium?.id).toBe("a1-1-5");
  });

  it("unfolds one level: the next lesson's, else the first premium one's, else the first unfinished, else the last", () => {
    const open = (view: ReturnType<typeof courseMapView>) => view.levels.filter((level) => level.isOpen).map((level) => level.level);
    expect(open(courseMapView(map({ A1: [["done"]], A2: [["next", "locked"]], B1: [["locked"]] })))).toEqual(["A2"]);
    expect(open(courseMapView(map({ A1: [["done", "premium"]], A2: [["locked"]] })))).toEqual(["A1"]);
    expect(open(courseMapView(map({ A1: [["done"]], A2: [["locked"]] })))).toEqual(["A2"]);
    expect(open(courseMapView(map({ A1: [["done"]], A2: [["done"]] })))).toEqual(["A2"]);
  });

  it("unfolds the level asked for (`?level=b1`) instead, and only a level the course has", () => {
    const open = (view: ReturnType<typeof courseMapView>) => view.levels.filter((level) => level.isOpen).map((level) => level.level);
    const copy = () => map({ A1: [["done"]], A2: [["next", "locked"]], B1: [["locked"]] });
    expect(open(courseMapView(copy(), levelParam("b1")))).toEqual(["B1"]);
    expect(open(courseMapView(copy(), levelParam("A1")))).toEqual(["A1"]);
    // A level the course does not have, or no level: the next lesson's level.
    expect(open(courseMapView(copy(), levelParam("c1")))).toEqual(["A2"]);
    expect(open(courseMapView(copy(), levelParam("z9")))).toEqual(["A2"]);
    expect(open(courseMapView(copy(), levelParam(null)))).toEqual(["A2"]);
    // The counts and the next lesson do not depend on which level is unfolded.
    expect(courseMapView(copy(), "B1").next?.lesson.id).toBe("a2-1-1");
  });

  it("reads a level from `?level=` in either case, and nothing else", () => {
    expect(levelParam("b2")).toBe("B2");
    expect(levelParam("C1")).toBe("C1");
    expect(levelParam("c2")).toBeNull();
    expect(levelParam("")).toBeNull();
    expect(levelParam(undefined)).toBeNull();
  });

  it("gives each checkpoint and level test the learner's result: passed, taken with its best score, or none", () => {
    const input = map({ A1: [["done", "done"], ["done"], ["next"]], A2: [["locked"]] });
    const view = courseMapView({
      ...input,
      testResults: new Map([
        // Passed once, then a lower score: still passed, with the best score.
        ["en-a1-u01", { bestScore: 100, passed: true, attempts: 2, lastScore: 70 }],
        ["en-a1-u02", { bestScore: 60, passed: false }],
        ["en-a1", { bestScore: 85, passed: true }],
        ["en-a2-u01", { bestScore: 0, passed: false }],
      ]),
    });
    expect(view.levels[0]!.units.map((unit) => [unit.testId, unit.testResult])).toEqual([
      ["en-a1-u01", { bestScore: 100, passed: true }],
      ["en-a1-u02", { bestScore: 60, passed: false }],
      ["en-a1-u03", null],
    ]);
    expect(view.levels.map((level) => [level.testId, level.testResult])).toEqual([
      ["en-a1", { bestScore: 85, passed: true }],
      ["en-a2", null],
    ]);
    expect(view.levels[1]!.units[0]!.testResult).toEqual({ bestScore: 0, passed: false });
    // A learner without records (a visitor) has none anywhere.
    const fresh = courseMapView(input);
    expect(fresh.levels.flatMap((level) => [level.testResult, ...level.units.map((unit) => unit.testResult)])).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("has nothing next when every lesson is done", () => {
    const view = courseMapView(map({ A1: [["done", "done"]] }));
    expect(view.next).toBeNull();
    expect(view.firstPremium).toBeNull();
    expect(view.done).toBe(view.total);
  });
});

describe("freshCourseMap", () => {
  const localized = (text: string) =>
    Object.fromEntries(["en", "uk", "es", "es-419", "pt", "fr", "tr", "it", "de", "pl", "hi", "el"].map((l) => [l, `${text} (${l})`]));
  const course = {
    id: "en",
    levels: [
      {
        level: "A1",
        units: [
          {
            id: "en-a1-u01",
            title: localized("Meeting people"),
            lessons: ["l1", "l2"].map((id) => ({ id, title: localized(id), goal: localized(`goal ${id}`) })),
          },
        ],
      },
      {
        level: "A2",
        units: [{ id: "en-a2-u01", title: localized("Travel"), lessons: [{ id: "l3", title: localized("l3"), goal: localized("g") }] }],
      },
    ],
  } as unknown as Course;

  it("starts at the first lesson, in the learner's language; the rest wait in order", () => {
    const fresh = freshCourseMap(course, "en", "uk");
    expect(fresh.nextLessonId).toBe("l1");
    expect(fresh.levels[0]!.units[0]!.title).toBe("Meeting people (uk)");
    expect(fresh.levels.flatMap((l) => l.units.flatMap((u) => u.lessons.map((x) => x.status)))).toEqual(["next", "locked", "locked"]);
    expect(courseMapView(fresh).next?.lesson.title).toBe("l1 (uk)");
  });

  it("is empty for a course not written yet", () => {
    expect(freshCourseMap(undefined, "es", "en")).toEqual({ course: "es", nextLessonId: null, levels: [] });
  });

  it("names level tests by course and level", () => {
    expect(levelTestId("es", "B1")).toBe("es-b1");
  });
});

describe("chooseCourse and switchableCourses", () => {
  it("prefers a valid ?course=, then the current course, then the last one practised, then English", () => {
    expect(chooseCourse({ requested: "es", currentCourse: "en", started: ["en"] })).toBe("es");
    expect(chooseCourse({ requested: "xx", currentCourse: "es", started: ["en"] })).toBe("es");
    expect(chooseCourse({ requested: null, currentCourse: null, started: ["es", "en"] })).toBe("es");
    expect(chooseCourse({ requested: null, currentCourse: "klingon", started: [] })).toBe("en");
  });

  it("offers a switch only when more than one course is started or shown", () => {
    expect(switchableCourses("en", ["en"])).toEqual([]);
    expect(switchableCourses("en", [])).toEqual([]);
    expect(switchableCourses("en", ["es", "en"])).toEqual(["en", "es"]);
    expect(switchableCourses("es", ["en"])).toEqual(["en", "es"]);
  });
});
