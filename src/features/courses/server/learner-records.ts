import "server-only";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { learnerSettings, learningDays, lessonAttempts, plannedBreaks } from "@db/schema/courses";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import type { LessonAttemptMark } from "../model/gating";
import { LEVELS, type Level } from "../model/course-levels";
import { FALLBACK_TIME_ZONE, type StreakEvent } from "../model/streak";

/**
 * What the progress rules read of one learner's records (decision record 0022): lesson attempts
 * for gating, completed attempts and planned breaks for the streak, settings and days.
 */
type Reader = Database | Transaction;

/** Every lesson attempt (started or completed) of the person: gating's input. */
export async function readLessonMarks(userId: string, db: Reader = getDb()): Promise<LessonAttemptMark[]> {
  const rows = await db
    .select({ lessonId: lessonAttempts.itemId, startedAt: lessonAttempts.startedAt, completedAt: lessonAttempts.completedAt })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.kind, "lesson")));
  return rows;
}

/** Levels of `course` whose level test (itemId `<course>-<level>`) the person passed. */
export async function readPassedLevelTests(userId: string, course: string, db: Reader = getDb()): Promise<Level[]> {
  const rows = await db
    .select({ itemId: lessonAttempts.itemId })
    .from(lessonAttempts)
    .where(
      and(
        eq(lessonAttempts.userId, userId),
        eq(lessonAttempts.kind, "level_test"),
        eq(lessonAttempts.status, "completed"),
        sql`(${lessonAttempts.outcome} ->> 'passed') = 'true'`,
      ),
    );
  return LEVELS.filter((level) => rows.some((row) => row.itemId === `${course}-${level.toLowerCase()}`));
}

/** The streak's events: every completed attempt (lesson, test, review) and every break not canceled. */
export async function readStreakEvents(userId: string, db: Reader = getDb()): Promise<StreakEvent[]> {
  const activities = await db
    .select({ at: lessonAttempts.completedAt, timeZone: lessonAttempts.timeZone })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, userId), isNotNull(lessonAttempts.completedAt)));
  const breaks = await readBreaks(userId, db);
  return [
    ...activities.map((row): StreakEvent => ({ kind: "activity", at: row.at!, timeZone: row.timeZone ?? FALLBACK_TIME_ZONE })),
    ...breaks.map((row): StreakEvent => ({
      kind: "break",
      announcedAt: row.announcedAt,
      timeZone: row.timeZone,
      firstDay: row.firstDay,
      days: row.days,
    })),
  ];
}

export type BreakRow = typeof plannedBreaks.$inferSelect;

export async function readBreaks(userId: string, db: Reader = getDb()): Promise<BreakRow[]> {
  return db
    .select()
    .from(plannedBreaks)
    .where(and(eq(plannedBreaks.userId, userId), isNull(plannedBreaks.canceledAt)))
    .orderBy(plannedBreaks.firstDay);
}

export interface LearnerSettings {
  dailyGoalMinutes: 5 | 10 | 15 | 20 | null;
  currentCourse: string | null;
}

export async function readSettings(userId: string, db: Reader = getDb()): Promise<LearnerSettings> {
  const [row] = await db.select().from(learnerSettings).where(eq(learnerSettings.userId, userId));
  return {
    dailyGoalMinutes: (row?.dailyGoalMinutes ?? null) as LearnerSettings["dailyGoalMinutes"],
    currentCourse: row?.currentCourse ?? null,
  };
}

export async function writeSettings(userId: string, settings: LearnerSettings, now: Date, db: Reader = getDb()): Promise<LearnerSettings> {
  await db
    .insert(learnerSettings)
    .values({ userId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: learnerSettings.userId, set: { ...settings, updatedAt: now } });
  return settings;
}

export type DayRow = typeof learningDays.$inferSelect;

export async function readDay(userId: string, day: string, db: Reader = getDb()): Promise<DayRow | undefined> {
  const [row] = await db
    .select()
    .from(learningDays)
    .where(and(eq(learningDays.userId, userId), eq(learningDays.day, day)));
  return row;
}

/** The zone of the person's latest completed attempt (pages have no X-Time-Location header), else UTC. */
export async function lastTimeZone(userId: string, db: Reader = getDb()): Promise<string> {
  const [row] = await db
    .select({ timeZone: lessonAttempts.timeZone })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, userId), isNotNull(lessonAttempts.timeZone)))
    .orderBy(desc(lessonAttempts.completedAt))
    .limit(1);
  return row?.timeZone ?? FALLBACK_TIME_ZONE;
}
