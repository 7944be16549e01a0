import {
  addDays,
  LEVELS,
  localDay,
  resolveTimeZone,
  type Course,
  type CourseId,
  type Level,
  type LocalDay,
  type Localized,
} from "@/features/courses";
import type { PlanGoal } from "./answers";
import { estimateNextLevel, storedEstimate, type LevelEstimate } from "./plan-estimate";
import type { PlanInput } from "./plan-input";

/**
 * The personal plan (decision record 0033): built from a funnel's answers (plan-input.ts) on the
 * real course. Pure: the course content and today's local day are passed in, so the server (which
 * saves it) and the tests build the same plan from the same answers.
 */

/** The daily goals the learner can choose in courses (5/10/15/20 minutes). */
export const DAILY_GOALS = [5, 10, 15, 20] as const;
export type DailyGoal = (typeof DAILY_GOALS)[number];

/** About how long one lesson (8–15 exercises) and one review session take: the unit of a day's schedule. */
export const LESSON_MINUTES = 5;
export const REVIEW_MINUTES = 5;

export interface PlanLesson {
  id: string;
  title: Localized;
  level: Level;
}

/** A lesson of the week: `done` when the learner completed it today (lessons done before today are not planned again). */
export interface PlanDayLesson extends PlanLesson {
  done: boolean;
}

export interface PlanDay {
  day: LocalDay;
  /** A study day (days_per_week spread over the week) or a day off. */
  study: boolean;
  lessons: PlanDayLesson[];
  /** Review sessions that day (after the first day, once there is something to review; every study day once no lesson is left). */
  reviews: number;
  minutes: number;
}

/** The lessons the learner has completed: lesson id → the local day they first completed it. */
export type CompletedLessons = ReadonlyMap<string, LocalDay>;
const NOTHING_COMPLETED: CompletedLessons = new Map();

export interface PersonalPlan {
  course: CourseId;
  goal: PlanGoal | null;
  /** The learner's level (their answer or the level test's result). */
  level: Level;
  /** The level whose first lesson the plan opens: `level`, or the course's highest below it when the course stops earlier. */
  startLevel: Level;
  /** The lesson the plan opened at when it was made (personal_plans.start_lesson_id). */
  startLesson: PlanLesson;
  /** The first lesson at or after `startLesson` the learner has not completed: where the week goes on; null when every one is done. */
  nextLesson: PlanLesson | null;
  minutesPerDay: number;
  dailyGoal: DailyGoal;
  daysPerWeek: number;
  topics: string[];
  week: PlanDay[];
  /** Null when no published hours reach the next level for the course's language (Spanish from C1). */
  estimate: LevelEstimate | null;
  /** Which inputs were defaults rather than answers (the plan says so). */
  assumed: string[];
}

/** The daily goal closest to the minutes the learner has, never above them (5 at least, 20 at most). */
export function dailyGoalFor(minutesPerDay: number): DailyGoal {
  return [...DAILY_GOALS].reverse().find((goal) => goal <= minutesPerDay) ?? DAILY_GOALS[0];
}

/** `count` days of the week starting today, spread evenly: indexes 0…6 of the study days. */
export function studyDayIndexes(daysPerWeek: number): number[] {
  const count = Math.min(7, Math.max(1, Math.round(daysPerWeek)));
  return Array.from({ length: count }, (_, k) => Math.floor((k * 7) / count));
}

/** Every lesson of the course in order (levels, units, lessons as written). */
export function courseLessons(course: Course): PlanLesson[] {
  return course.levels.flatMap(({ level, units }) =>
    units.flatMap((unit) => unit.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title, level }))),
  );
}

/** The level to start at: the learner's, else the highest level of the course below it. */
export function startLevelIn(course: Course, level: Level): Level {
  const available = course.levels.map((entry) => entry.level);
  const atOrBelow = LEVELS.slice(0, LEVELS.indexOf(level) + 1).filter((entry) => available.includes(entry));
  return atOrBelow.at(-1) ?? available[0]!;
}

/**
 * A day's work from the minutes: one slot per LESSON_MINUTES. After the first study day one slot is
 * a review session (with a single slot, every other study day is a review day instead).
 */
function dayWork(minutes: number, studyIndex: number): { lessons: number; reviews: number } {
  const slots = Math.max(1, Math.floor(minutes / LESSON_MINUTES));
  if (studyIndex === 0) return { lessons: slots, reviews: 0 };
  if (slots === 1) return studyIndex % 2 === 1 ? { lessons: 0, reviews: 1 } : { lessons: 1, reviews: 0 };
  return { lessons: slots - 1, reviews: 1 };
}

/**
 * The seven days from today. `lessons` are the lessons still to plan, in course order; those in
 * `doneToday` were completed today and stay today's (marked done) however many slots today has, and
 * today's other slots take the next lessons. Once no lesson is left, a study day is a review day.
 */
export function buildWeek(
  input: { minutesPerDay: number; daysPerWeek: number },
  lessons: readonly PlanLesson[],
  today: LocalDay,
  doneToday: ReadonlySet<string> = new Set(),
): PlanDay[] {
  const studyDays = studyDayIndexes(input.daysPerWeek);
  const goal = dailyGoalFor(input.minutesPerDay);
  const toDo = lessons.filter((lesson) => !doneToday.has(lesson.id));
  const doneCount = lessons.length - toDo.length;
  let next = 0;
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(today, index);
    const studyIndex = studyDays.indexOf(index);
    if (studyIndex < 0) return { day, study: false, lessons: [], reviews: 0, minutes: 0 };
    const work = dayWork(goal, studyIndex);
    const fresh = new Set(toDo.slice(next, next + Math.max(0, work.lessons - (index === 0 ? doneCount : 0))).map((lesson) => lesson.id));
    next += fresh.size;
    const planned = lessons
      .filter((lesson) => fresh.has(lesson.id) || (index === 0 && doneToday.has(lesson.id)))
      .map((lesson) => ({ ...lesson, done: doneToday.has(lesson.id) }));
    const reviews = planned.length === 0 ? Math.max(1, work.reviews) : work.reviews;
    const minutes = planned.length * LESSON_MINUTES + reviews * REVIEW_MINUTES;
    return { day, study: true, lessons: planned, reviews, minutes };
  });
}

/**
 * The lessons the learner completed, from their lesson attempts (courses' `readLessonMarks`): each
 * lesson once, on the local day (in `timeZone`) of its first completion.
 */
export function completedLessonDays(
  marks: readonly { lessonId: string; completedAt: Date | null }[],
  timeZone: string,
): Map<string, LocalDay> {
  const first = new Map<string, Date>();
  for (const { lessonId, completedAt } of marks) {
    const seen = first.get(lessonId);
    if (completedAt && (!seen || completedAt < seen)) first.set(lessonId, completedAt);
  }
  const zone = resolveTimeZone(timeZone);
  return new Map([...first].map(([lessonId, at]) => [lessonId, localDay(at, zone)]));
}

/**
 * The week from where the plan starts on `today`: lessons completed before today are left out,
 * lessons completed today stay today's (done), the next lesson is the first one not completed.
 */
function weekFrom(
  input: { minutesPerDay: number; daysPerWeek: number },
  fromStart: readonly PlanLesson[],
  completed: CompletedLessons,
  today: LocalDay,
): { nextLesson: PlanLesson | null; week: PlanDay[] } {
  const open = fromStart.filter((lesson) => {
    const day = completed.get(lesson.id);
    return day === undefined || day >= today;
  });
  const doneToday = new Set(open.filter((lesson) => completed.has(lesson.id)).map((lesson) => lesson.id));
  return {
    nextLesson: open.find((lesson) => !doneToday.has(lesson.id)) ?? null,
    week: buildWeek(input, open, today, doneToday),
  };
}

/** The plan from a funnel's answers on `today`; `completed` (none by default) moves the week past the lessons already done. */
export function buildPersonalPlan(
  input: PlanInput,
  courses: readonly Course[],
  today: LocalDay,
  completed: CompletedLessons = NOTHING_COMPLETED,
): PersonalPlan {
  const course = courses.find((entry) => entry.id === input.course) ?? courses[0];
  if (!course) throw new Error("There is no course to build a plan on.");
  const startLevel = startLevelIn(course, input.level);
  const lessons = courseLessons(course);
  const startIndex = lessons.findIndex((lesson) => lesson.level === startLevel);
  const fromStart = lessons.slice(startIndex);
  const assumed = Object.entries(input.answered)
    .filter(([, answered]) => !answered)
    .map(([key]) => key);
  return {
    course: course.id,
    goal: input.goal,
    level: input.level,
    startLevel,
    startLesson: fromStart[0]!,
    ...weekFrom(input, fromStart, completed, today),
    minutesPerDay: input.minutesPerDay,
    dailyGoal: dailyGoalFor(input.minutesPerDay),
    daysPerWeek: input.daysPerWeek,
    topics: input.topics,
    estimate: estimateNextLevel(course.id, input, today),
    assumed,
  };
}

/** What personal_plans keeps of a plan; the week is rebuilt from it on the day it is read. */
export interface StoredPlan {
  course: string;
  goal: string | null;
  level: string;
  startLessonId: string;
  minutesPerDay: number;
  daysPerWeek: number;
  topics: unknown;
  estimate: unknown;
}

const isLevel = (value: string): value is Level => (LEVELS as readonly string[]).includes(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];

/**
 * The plan as stored, on `today`: the week from the first lesson at or after the stored start
 * lesson that the learner has not completed (`completed`; lessons completed today stay today's,
 * done), the estimate as it was made. The course may have changed since: a start lesson that is
 * gone falls back to the first lesson of the start level. Null when the course or level is no
 * longer there.
 */
export function planFromStored(
  stored: StoredPlan,
  courses: readonly Course[],
  today: LocalDay,
  completed: CompletedLessons = NOTHING_COMPLETED,
): PersonalPlan | null {
  const course = courses.find((entry) => entry.id === stored.course);
  if (!course || !isLevel(stored.level)) return null;
  const lessons = courseLessons(course);
  const startLevel = startLevelIn(course, stored.level);
  const stillThere = lessons.findIndex((lesson) => lesson.id === stored.startLessonId);
  const startIndex = stillThere >= 0 ? stillThere : lessons.findIndex((lesson) => lesson.level === startLevel);
  const fromStart = lessons.slice(startIndex);
  const { assumed } = (stored.estimate ?? {}) as { assumed?: unknown };
  return {
    course: course.id,
    goal: (stored.goal as PlanGoal | null) ?? null,
    level: stored.level,
    startLevel: fromStart[0]!.level,
    startLesson: fromStart[0]!,
    ...weekFrom(stored, fromStart, completed, today),
    minutesPerDay: stored.minutesPerDay,
    dailyGoal: dailyGoalFor(stored.minutesPerDay),
    daysPerWeek: stored.daysPerWeek,
    topics: strings(stored.topics),
    estimate: storedEstimate(stored.estimate),
    assumed: strings(assumed),
  };
}
