import type { Course } from "./course-content";
import type { Level } from "./course-levels";
import { localDay } from "./streak";

/**
 * Which lessons a learner may open (decision record 0022). Pure; the server enforces it when a
 * lesson is opened (page, endpoint, attempt), the course map shows it.
 * - Order: a lesson opens when the one before it in its level is done; the first lesson of a level
 *   opens when the level before is done or its level test was passed. A done lesson stays open.
 * - Placement (issue 14, decision record 0032): the English level test places a learner at a
 *   level; that level and every level below open from their first lesson (order still holds inside
 *   a level), and the learner's next lesson is the first open one of the placed level or above.
 * - Premium: a free learner gets the first {@link FREE_LESSONS_PER_LEVEL} lessons of each level
 *   and {@link FREE_LESSONS_PER_DAY} further lesson per local day: the first such lesson they open
 *   that day (in the zone of the request). Any tier but "free" (a trial included) opens everything.
 * The client reads the same numbers from the keeper (`course_premium_lessons_conf`); the server
 * uses these constants, never the keeper's copy.
 */
export const FREE_LESSONS_PER_LEVEL = 3;
export const FREE_LESSONS_PER_DAY = 1;

/** The keeper value `course_premium_lessons_conf` written for the client. */
export const PREMIUM_LESSONS_CONF = { freeLessonsPerLevel: FREE_LESSONS_PER_LEVEL, freeLessonsPerDay: FREE_LESSONS_PER_DAY } as const;

export type LessonStatus = "done" | "next" | "open" | "locked" | "premium";
export type LockReason = "premium" | "order";

/** One attempt at a lesson (any course): when it started and, once done, when it was completed. */
export interface LessonAttemptMark {
  lessonId: string;
  startedAt: Date;
  completedAt: Date | null;
}

export interface GateInput {
  /** Every course (the daily free lesson is one a day across courses). */
  courses: readonly Course[];
  /** `unlocksPremium(tier)`: a trial and free_for_ukraine open everything. */
  premium: boolean;
  attempts: readonly LessonAttemptMark[];
  /** Levels (of the gated course) whose level test was passed. */
  passedLevelTests: readonly Level[];
  /** Where the placement test put the learner in the gated course (learner_settings.placed_level), if anywhere. */
  placedLevel?: Level | null;
  now: Date;
  timeZone: string;
}

export interface LessonGate {
  lessonId: string;
  level: Level;
  unitId: string;
  /** 0-based position in its level, across units. */
  indexInLevel: number;
  status: LessonStatus;
  /** Why a locked or premium lesson does not open. */
  reason?: LockReason;
}

/** 0-based position of every lesson in its level, across all courses. */
function positions(courses: readonly Course[]): Map<string, number> {
  const index = new Map<string, number>();
  for (const course of courses)
    for (const { units } of course.levels) {
      let k = 0;
      for (const unit of units) for (const lesson of unit.lessons) index.set(lesson.id, k++);
    }
  return index;
}

/** The lesson beyond the free ones that the learner opened first today (it stays open all day), if any. */
export function dailyLessonOf(input: Pick<GateInput, "courses" | "attempts" | "now" | "timeZone">): string | undefined {
  const index = positions(input.courses);
  const today = localDay(input.now, input.timeZone);
  const sorted = [...input.attempts].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  for (const attempt of sorted) {
    if (attempt.startedAt > input.now || localDay(attempt.startedAt, input.timeZone) !== today) continue;
    if ((index.get(attempt.lessonId) ?? 0) < FREE_LESSONS_PER_LEVEL) continue;
    // Replaying a lesson done before (in another attempt) does not spend the day's lesson. The
    // attempt itself is left out: one started and finished within the clock's resolution is not
    // "done before" itself.
    const doneBefore = input.attempts.some(
      (other) =>
        other !== attempt && other.lessonId === attempt.lessonId && other.completedAt !== null && other.completedAt <= attempt.startedAt,
    );
    if (!doneBefore) return attempt.lessonId;
  }
  return undefined;
}

/** The status of every lesson of `courseId`, in course order. */
export function gateCourse(courseId: string, input: GateInput): LessonGate[] {
  const course = input.courses.find((c) => c.id === courseId);
  if (!course) return [];
  const done = new Set(input.attempts.filter((a) => a.completedAt !== null && a.completedAt <= input.now).map((a) => a.lessonId));
  const daily = input.premium ? undefined : dailyLessonOf(input);
  const passed = new Set(input.passedLevelTests);
  const placedRank = input.placedLevel ? course.levels.findIndex(({ level }) => level === input.placedLevel) : -1;
  const gates: LessonGate[] = [];
  const open: { gate: number; levelIndex: number }[] = [];
  let previousLevel: { level: Level; allDone: boolean } | undefined;
  course.levels.forEach(({ level, units }, levelIndex) => {
    const lessons = units.flatMap((unit) => unit.lessons.map((lesson) => ({ id: lesson.id, unitId: unit.id })));
    const levelOpen = !previousLevel || previousLevel.allDone || passed.has(previousLevel.level) || levelIndex <= placedRank;
    lessons.forEach((lesson, k) => {
      const gate = { lessonId: lesson.id, level, unitId: lesson.unitId, indexInLevel: k };
      const orderOpen = k === 0 ? levelOpen : done.has(lessons[k - 1]!.id);
      const tierOpen = input.premium || k < FREE_LESSONS_PER_LEVEL || daily === undefined || daily === lesson.id;
      if (done.has(lesson.id)) gates.push({ ...gate, status: "done" });
      else if (!orderOpen) gates.push({ ...gate, status: "locked", reason: "order" });
      else if (!tierOpen) gates.push({ ...gate, status: "premium", reason: "premium" });
      else {
        open.push({ gate: gates.length, levelIndex });
        gates.push({ ...gate, status: "open" });
      }
    });
    previousLevel = { level, allDone: lessons.every((lesson) => done.has(lesson.id)) };
  });
  // The next lesson: the first open one, from the placed level on when the learner was placed.
  const next = open.find(({ levelIndex }) => levelIndex >= placedRank) ?? open[0];
  if (next) gates[next.gate] = { ...gates[next.gate]!, status: "next" };
  return gates;
}

export type LessonAccess = { open: true } | { open: false; reason: LockReason } | { open: false; reason: "unknown" };

/** Whether one lesson opens now. */
export function lessonAccess(lessonId: string, input: GateInput): LessonAccess {
  for (const course of input.courses) {
    const gate = gateCourse(course.id, input).find((g) => g.lessonId === lessonId);
    if (!gate) continue;
    return gate.reason ? { open: false, reason: gate.reason } : { open: true };
  }
  return { open: false, reason: "unknown" };
}

/** Levels whose lessons are all done (the "level completed" achievement). */
export function completedLevels(course: Course, doneLessonIds: ReadonlySet<string>): Level[] {
  return course.levels
    .filter(({ units }) => units.every((unit) => unit.lessons.every((lesson) => doneLessonIds.has(lesson.id))))
    .map(({ level }) => level);
}
