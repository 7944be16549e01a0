import "server-only";
import { sql } from "drizzle-orm";
import { unlocksPremium, type Tier } from "@/features/billing";
import { recordServerEvent } from "@/features/growth/server";
import { readKeeperValue, writeKeeperValue } from "@/features/profile/server";
import { getDb } from "@/lib/db";
import type { Locale } from "@/lib/i18n";
import type { Transaction } from "@/lib/ownership/types";
import { gateCourse, lessonAccess, PREMIUM_LESSONS_CONF, type GateInput, type LessonStatus, type LockReason } from "../model/gating";
import type { CourseId, Level } from "../model/course-levels";
import { findLesson, playableLesson, type LessonPlace, type PlayableLesson } from "../model/playable";
import { computeStreak, localDay, resolveTimeZone } from "../model/streak";
import { openAttempt } from "./attempts";
import {
  lastTimeZone,
  readDay,
  readLessonMarks,
  readPassedLevelTests,
  readSettings,
  readStreakEvents,
  rememberCurrentCourse,
} from "./learner-records";
import { loadCourses } from "./load-content";
import { readPlacedLevel } from "./place-learner";

/**
 * Opening a lesson and reading the course for the pages and the /v1 endpoints (decision record
 * 0022). The gate is enforced here, on the server: a lesson opens only when its order and the
 * learner's tier allow it (model/gating.ts).
 */
export interface LearnerContext {
  userId: string;
  tier: Tier;
  now: Date;
  /** The request's X-Time-Location; pages without it use the zone of the learner's latest activity. */
  timeZone?: string;
}

export type OpenLessonResult =
  | { status: "ok"; lesson: PlayableLesson; attemptId: string; resumed: boolean }
  | { status: "locked"; reason: LockReason }
  | { status: "unknown" };

async function gateInput(
  context: LearnerContext & { passedLevelTests?: readonly Level[] },
  course: string,
  db: Transaction | ReturnType<typeof getDb> = getDb(),
): Promise<GateInput> {
  // One after the other: inside a transaction the client runs one query at a time.
  const attempts = await readLessonMarks(context.userId, db);
  const passedLevelTests = context.passedLevelTests ?? (await readPassedLevelTests(context.userId, course, db));
  const placedLevel = await readPlacedLevel(context.userId, course, db);
  const timeZone = context.timeZone ? resolveTimeZone(context.timeZone) : await lastTimeZone(context.userId, db);
  return {
    courses: loadCourses(),
    premium: unlocksPremium(context.tier),
    attempts,
    passedLevelTests,
    placedLevel,
    now: context.now,
    timeZone,
  };
}

/** The client's copy of the free-lesson rules (`course_premium_lessons_conf`), written when it differs. */
async function writePremiumConf(userId: string): Promise<void> {
  const value = JSON.stringify(PREMIUM_LESSONS_CONF);
  const stored = await readKeeperValue(userId, "course_premium_lessons_conf");
  if (stored?.value !== value) await writeKeeperValue(userId, "course_premium_lessons_conf", value);
}

export type StartLessonResult =
  | { status: "ok"; place: LessonPlace; attemptId: string; resumed: boolean }
  | { status: "locked"; reason: LockReason }
  | { status: "unknown" };

/**
 * Starts (or resumes) the learner's attempt at a lesson if the gate lets them open it. A second tab
 * resumes the open attempt. Locked lessons and unknown ids start nothing.
 */
export async function startLessonAttempt(input: LearnerContext & { lessonId: string }): Promise<StartLessonResult> {
  const place = findLesson(loadCourses(), input.lessonId);
  if (!place) return { status: "unknown" };
  // One person's opens are serialised, so two tabs cannot both spend the day's free lesson.
  const opened = await getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`courses-open:${input.userId}`}))`);
    const access = lessonAccess(input.lessonId, await gateInput(input, place.course.id, tx));
    if (!access.open) return { status: "locked", reason: access.reason === "unknown" ? "order" : access.reason } as const;
    const item = { course: place.course.id, kind: "lesson", itemId: input.lessonId } as const;
    await rememberCurrentCourse(input.userId, place.course.id, input.now, tx);
    return { status: "ok", ...(await openAttempt(input.userId, item, input.now, tx)) } as const;
  });
  if (opened.status === "locked") return opened;
  await writePremiumConf(input.userId);
  if (!opened.resumed) {
    const properties = { lessonId: input.lessonId, course: place.course.id, level: place.level };
    await recordServerEvent({ eventType: "lesson_started", userId: input.userId, properties });
  }
  return { status: "ok", place, attemptId: opened.attempt.id, resumed: opened.resumed };
}

/** The lesson page's entry: the lesson in the learner's locale and the attempt its results complete. */
export async function openLesson(input: LearnerContext & { lessonId: string; locale: Locale }): Promise<OpenLessonResult> {
  const started = await startLessonAttempt(input);
  if (started.status !== "ok") return started;
  return { status: "ok", lesson: playableLesson(started.place, input.locale), attemptId: started.attemptId, resumed: started.resumed };
}

/** A lesson in the learner's locale if they may open it, without starting an attempt. */
export async function readLesson(
  input: LearnerContext & { lessonId: string; locale: Locale },
): Promise<{ status: "ok"; lesson: PlayableLesson } | { status: "locked"; reason: LockReason } | { status: "unknown" }> {
  const place = findLesson(loadCourses(), input.lessonId);
  if (!place) return { status: "unknown" };
  const access = lessonAccess(input.lessonId, await gateInput(input, place.course.id));
  if (!access.open) return { status: "locked", reason: access.reason === "unknown" ? "order" : access.reason };
  return { status: "ok", lesson: playableLesson(place, input.locale) };
}

export interface CourseMapLesson {
  id: string;
  title: string;
  goal: string;
  status: LessonStatus;
}

export interface CourseMap {
  course: CourseId;
  premium: boolean;
  freeLessonsPerLevel: number;
  freeLessonsPerDay: number;
  nextLessonId: string | null;
  levels: { level: Level; units: { id: string; title: string; lessons: CourseMapLesson[] }[] }[];
}

/**
 * The course map: levels → units → lessons with their status (done, next, open, locked, premium); no
 * levels for a course not written yet. A caller that has read the learner's passed level tests
 * already (the map page, from their test records) passes them, and they are not read again.
 */
export async function readCourseMap(
  input: LearnerContext & { course: CourseId; locale: Locale; passedLevelTests?: readonly Level[] },
): Promise<CourseMap> {
  const course = loadCourses().find((c) => c.id === input.course) ?? { id: input.course, levels: [] };
  const gateFor = await gateInput(input, course.id);
  const gates = new Map(gateCourse(course.id, gateFor).map((gate) => [gate.lessonId, gate]));
  await writePremiumConf(input.userId);
  return {
    course: course.id,
    premium: gateFor.premium,
    ...PREMIUM_LESSONS_CONF,
    nextLessonId: [...gates.values()].find((gate) => gate.status === "next")?.lessonId ?? null,
    levels: course.levels.map(({ level, units }) => ({
      level,
      units: units.map((unit) => ({
        id: unit.id,
        title: unit.title[input.locale],
        lessons: unit.lessons.map((lesson) => ({
          id: lesson.id,
          title: lesson.title[input.locale],
          goal: lesson.goal[input.locale],
          status: gates.get(lesson.id)?.status ?? "locked",
        })),
      })),
    })),
  };
}

export interface LearnerToday {
  course: string;
  nextLesson: { id: string; title: string; goal: string; status: LessonStatus } | null;
  streak: { current: number; longest: number; activeToday: boolean; onBreakToday: boolean; freezesHeld: number };
  dailyGoal: { minutes: number; seconds: number } | null;
  xpToday: number;
}

/** Today for the plan page: the next lesson (or the first premium one), the streak and the daily goal's progress. */
export async function readLearnerToday(input: LearnerContext & { locale: Locale; course?: string }): Promise<LearnerToday> {
  const settings = await readSettings(input.userId);
  const course = input.course ?? settings.currentCourse ?? loadCourses()[0]?.id ?? "en";
  const gateFor = await gateInput(input, course);
  const gates = gateCourse(course, gateFor);
  const upcoming = gates.find((gate) => gate.status === "next") ?? gates.find((gate) => gate.status === "premium");
  const place = upcoming ? findLesson(gateFor.courses, upcoming.lessonId) : undefined;
  const streak = computeStreak(await readStreakEvents(input.userId), input.now, gateFor.timeZone);
  const day = await readDay(input.userId, localDay(input.now, gateFor.timeZone));
  return {
    course,
    nextLesson:
      place && upcoming
        ? { id: place.lesson.id, title: place.lesson.title[input.locale], goal: place.lesson.goal[input.locale], status: upcoming.status }
        : null,
    streak: {
      current: streak.current,
      longest: streak.longest,
      activeToday: streak.activeToday,
      onBreakToday: streak.onBreakToday,
      freezesHeld: streak.freezesHeld,
    },
    dailyGoal: settings.dailyGoalMinutes ? { minutes: settings.dailyGoalMinutes, seconds: day?.seconds ?? 0 } : null,
    xpToday: day?.xp ?? 0,
  };
}
