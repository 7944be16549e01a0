import type { Locale } from "@/lib/i18n";
import type { Course } from "./course-content";
import { COURSES, LEVELS, type CourseId, type Level } from "./course-levels";

/**
 * The course map's view (decision record 0027): what `/course` shows, built from the course map the
 * server reads (levels → units → lessons with a status). Pure, so the page stays a plain render.
 */
export type MapLessonStatus = "done" | "next" | "open" | "locked" | "premium";

/**
 * The learner's record of one test (a unit checkpoint or a level test), as the map shows it: their
 * best score (whole percent) and whether any attempt passed. A test never taken has no record.
 */
export interface MapTestResult {
  bestScore: number;
  passed: boolean;
}

/** The course map as the server reads it (`readCourseMap`); only what the page needs. */
export interface CourseMapInput {
  course: CourseId;
  nextLessonId: string | null;
  levels: {
    level: Level;
    units: { id: string; title: string; lessons: { id: string; title: string; goal: string; status: MapLessonStatus }[] }[];
  }[];
  /** The learner's test records by test id (the /tests page's own reading); none for a visitor. */
  testResults?: ReadonlyMap<string, MapTestResult>;
}

/** What must be finished before an order-locked lesson opens. */
export type Prerequisite = { kind: "lesson"; lessonId: string; title: string } | { kind: "level"; level: Level; testId: string };

export interface MapLesson {
  id: string;
  title: string;
  goal: string;
  status: MapLessonStatus;
  /** 1-based position in its level. */
  number: number;
  /** Only for an order-locked lesson. */
  prerequisite?: Prerequisite;
}

export interface MapUnit {
  id: string;
  title: string;
  /** The unit's checkpoint test (`/tests/<testId>`): the unit id. */
  testId: string;
  /** The learner's record of the checkpoint; null when not taken. */
  testResult: MapTestResult | null;
  done: number;
  total: number;
  /** The next lesson is in this unit. */
  isCurrent: boolean;
  lessons: MapLesson[];
}

export interface MapLevel {
  level: Level;
  /** The level test (`/tests/<testId>`): `<course>-<level>`, e.g. `en-a1`. */
  testId: string;
  /** The learner's record of the level test; null when not taken. */
  testResult: MapTestResult | null;
  done: number;
  total: number;
  isCurrent: boolean;
  /**
   * Shown unfolded (its units and lessons in the page; the other levels are one link each): the
   * level asked for (`?level=b1`), else the level of the next lesson, else of the first premium one,
   * else the first unfinished (else the last).
   */
  isOpen: boolean;
  units: MapUnit[];
}

export interface CourseMapView {
  course: CourseId;
  done: number;
  total: number;
  /** The lesson the big button opens, with where it is. */
  next: { lesson: MapLesson; unitTitle: string; level: Level } | null;
  /** The first lesson premium would open when nothing else is open (a free learner at the limit). */
  firstPremium: MapLesson | null;
  levels: MapLevel[];
}

export const levelTestId = (course: CourseId, level: Level) => `${course}-${level.toLowerCase()}`;

/** The level a `?level=` value names (`b1`, `B1`), or null. */
export function levelParam(value: string | null | undefined): Level | null {
  return LEVELS.find((level) => level.toLowerCase() === value?.toLowerCase()) ?? null;
}

/**
 * Builds the page's view: counts, the next lesson, what each locked lesson waits for, each test's
 * result (passed, or the best score of one not passed yet) and the level shown unfolded.
 */
export function courseMapView(map: CourseMapInput, requestedLevel: Level | null = null): CourseMapView {
  const testResult = (testId: string): MapTestResult | null => {
    const record = map.testResults?.get(testId);
    return record ? { bestScore: record.bestScore, passed: record.passed } : null;
  };
  // Assigned inside the callbacks below (declared wide so the compiler does not narrow them to null).
  let next = null as CourseMapView["next"];
  let firstPremium = null as MapLesson | null;
  let previousLevel = null as Level | null;
  const mapped = map.levels.map(({ level, units }): Omit<MapLevel, "isOpen"> => {
    const inLevel = units.flatMap((unit) => unit.lessons);
    let number = 0;
    const mappedUnits = units.map((unit): MapUnit => {
      const lessons = unit.lessons.map((lesson): MapLesson => {
        const index = number++;
        const mapped: MapLesson = { ...lesson, number: index + 1 };
        if (lesson.status === "locked") mapped.prerequisite = prerequisiteOf(map.course, inLevel, index, previousLevel);
        return mapped;
      });
      const nextHere = lessons.find((lesson) => lesson.id === map.nextLessonId || (!map.nextLessonId && lesson.status === "next"));
      if (nextHere && !next) next = { lesson: nextHere, unitTitle: unit.title, level };
      firstPremium ??= lessons.find((lesson) => lesson.status === "premium") ?? null;
      return {
        id: unit.id,
        title: unit.title,
        testId: unit.id,
        testResult: testResult(unit.id),
        done: lessons.filter((lesson) => lesson.status === "done").length,
        total: lessons.length,
        isCurrent: Boolean(nextHere),
        lessons,
      };
    });
    previousLevel = level;
    const testId = levelTestId(map.course, level);
    return {
      level,
      testId,
      testResult: testResult(testId),
      done: mappedUnits.reduce((sum, unit) => sum + unit.done, 0),
      total: mappedUnits.reduce((sum, unit) => sum + unit.total, 0),
      isCurrent: mappedUnits.some((unit) => unit.isCurrent),
      units: mappedUnits,
    };
  });
  const premiumId = next ? null : firstPremium?.id;
  const openIndex = [
    mapped.findIndex((level) => level.level === requestedLevel),
    mapped.findIndex((level) => level.isCurrent),
    mapped.findIndex((level) => level.units.some((unit) => unit.lessons.some((lesson) => lesson.id === premiumId))),
    mapped.findIndex((level) => level.done < level.total),
    mapped.length - 1,
  ].find((index) => index !== -1);
  const levels = mapped.map((level, index): MapLevel => ({ ...level, isOpen: index === openIndex }));
  return {
    course: map.course,
    done: levels.reduce((sum, level) => sum + level.done, 0),
    total: levels.reduce((sum, level) => sum + level.total, 0),
    next,
    firstPremium: next ? null : firstPremium,
    levels,
  };
}

/** The level before, when this level is not reached yet; else the earliest lesson before it in its level that is not done. */
function prerequisiteOf(
  course: CourseId,
  inLevel: readonly { id: string; title: string; status: MapLessonStatus }[],
  index: number,
  previousLevel: Level | null,
): Prerequisite | undefined {
  // A level not reached yet waits, as a whole, for the level before it (or its test).
  const levelLocked = inLevel[0]?.status === "locked";
  if (levelLocked && previousLevel) return { kind: "level", level: previousLevel, testId: levelTestId(course, previousLevel) };
  const waiting = inLevel.slice(0, index).find((lesson) => lesson.status !== "done");
  return waiting ? { kind: "lesson", lessonId: waiting.id, title: waiting.title } : undefined;
}

/**
 * A course map for a learner with no progress, from the content alone: the first lesson is next,
 * every other one waits for the one before it (order). A visitor without a session yet sees this.
 */
export function freshCourseMap(course: Course | undefined, courseId: CourseId, locale: Locale): CourseMapInput {
  let isFirst = true;
  const levels = (course?.levels ?? []).map(({ level, units }) => ({
    level,
    units: units.map((unit) => ({
      id: unit.id,
      title: unit.title[locale],
      lessons: unit.lessons.map((lesson) => {
        const status: MapLessonStatus = isFirst ? "next" : "locked";
        isFirst = false;
        return { id: lesson.id, title: lesson.title[locale], goal: lesson.goal[locale], status };
      }),
    })),
  }));
  return { course: courseId, nextLessonId: levels[0]?.units[0]?.lessons[0]?.id ?? null, levels };
}

/**
 * Which course the map shows: a valid `?course=` choice, else the learner's current course
 * (learner_settings), else the course they practised last, else English.
 */
export function chooseCourse(input: { requested: string | null; currentCourse: string | null; started: readonly CourseId[] }): CourseId {
  const known = (value: string | null): CourseId | null => COURSES.find((course) => course === value) ?? null;
  return known(input.requested) ?? known(input.currentCourse) ?? input.started[0] ?? "en";
}

/** The courses the switcher offers: the ones started, and the one shown; none when there is only one. */
export function switchableCourses(shown: CourseId, started: readonly CourseId[]): CourseId[] {
  const offered = COURSES.filter((course) => course === shown || started.includes(course));
  return offered.length > 1 ? offered : [];
}
