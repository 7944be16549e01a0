import "server-only";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { achievementsEarned, learnerSettings, learningDays, lessonAttempts, plannedBreaks, reviewCards } from "@db/schema/courses";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import type { LessonAttemptMark } from "../model/gating";
import { COURSES, LEVELS, type CourseId, type Level } from "../model/course-levels";
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
    .select({ completedAt: lessonAttempts.completedAt, timeZone: lessonAttempts.timeZone })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, userId), isNotNull(lessonAttempts.completedAt)));
  return streakEventsOf(
    activities.map((row) => ({ completedAt: row.completedAt!, timeZone: row.timeZone })),
    await readBreaks(userId, db),
  );
}

function streakEventsOf(
  activities: readonly { completedAt: Date; timeZone: string | null }[],
  breaks: readonly Pick<BreakRow, "announcedAt" | "timeZone" | "firstDay" | "days">[],
): StreakEvent[] {
  return [
    ...activities.map((row): StreakEvent => ({ kind: "activity", at: row.completedAt, timeZone: row.timeZone ?? FALLBACK_TIME_ZONE })),
    ...breaks.map((row): StreakEvent => ({
      kind: "break",
      announcedAt: row.announcedAt,
      timeZone: row.timeZone,
      firstDay: row.firstDay,
      days: row.days,
    })),
  ];
}

/** One completed attempt as the results read it: the streak's activity and the achievements' counts. */
export interface CompletedAttempt {
  kind: AttemptKind;
  itemId: string;
  completedAt: Date;
  timeZone: string | null;
  /** A lesson with every scored exercise right at the first try. */
  perfect: boolean;
}

/**
 * What completing an attempt reads of the learner, in one statement (results are the hot path,
 * decision record 0034): the completed attempts, the breaks that stand, the settings, the
 * achievements held, the word cards and the XP so far. Read inside the results transaction before
 * its writes; the caller adds what it writes (new word cards, the XP of this attempt).
 */
export interface LearnerSnapshot {
  completed: CompletedAttempt[];
  streakEvents: StreakEvent[];
  settings: LearnerSettings;
  achievements: string[];
  wordCards: number;
  totalXp: number;
}

type AttemptKind = (typeof lessonAttempts.$inferSelect)["kind"];

const epochMs = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;

export async function readLearnerSnapshot(userId: string, db: Reader = getDb()): Promise<LearnerSnapshot> {
  const a = lessonAttempts;
  const b = plannedBreaks;
  const result = await db.execute<{
    completed: { kind: AttemptKind; itemId: string; completedAt: number; timeZone: string | null; perfect: boolean }[];
    breaks: { announcedAt: number; timeZone: string; firstDay: string; days: number }[];
    goal: number | null;
    course: string | null;
    achievements: string[];
    word_cards: number;
    total_xp: number;
  }>(sql`select
    (select coalesce(json_agg(json_build_object('kind', ${a.kind}, 'itemId', ${a.itemId}, 'completedAt', ${epochMs(a.completedAt)},
        'timeZone', ${a.timeZone}, 'perfect', coalesce((${a.outcome} ->> 'perfect') = 'true', false))), '[]')
      from ${a} where ${a.userId} = ${userId} and ${a.completedAt} is not null) as completed,
    (select coalesce(json_agg(json_build_object('announcedAt', ${epochMs(b.announcedAt)}, 'timeZone', ${b.timeZone},
        'firstDay', ${b.firstDay}, 'days', ${b.days}) order by ${b.firstDay}), '[]')
      from ${b} where ${b.userId} = ${userId} and ${b.canceledAt} is null) as breaks,
    (select ${learnerSettings.dailyGoalMinutes} from ${learnerSettings} where ${learnerSettings.userId} = ${userId}) as goal,
    (select ${learnerSettings.currentCourse} from ${learnerSettings} where ${learnerSettings.userId} = ${userId}) as course,
    (select coalesce(array_agg(${achievementsEarned.achievementId}), '{}') from ${achievementsEarned}
      where ${achievementsEarned.userId} = ${userId}) as achievements,
    (select count(*)::int from ${reviewCards} where ${reviewCards.userId} = ${userId} and ${reviewCards.itemId} like '%:word:%') as word_cards,
    (select coalesce(sum(${learningDays.xp}), 0)::int from ${learningDays} where ${learningDays.userId} = ${userId}) as total_xp`);
  const row = result.rows[0]!;
  const completed = row.completed.map((attempt) => ({ ...attempt, completedAt: new Date(attempt.completedAt) }));
  const breaks = row.breaks.map((entry) => ({ ...entry, announcedAt: new Date(entry.announcedAt) }));
  return {
    completed,
    streakEvents: streakEventsOf(completed, breaks),
    settings: settingsOf({ dailyGoalMinutes: row.goal, currentCourse: row.course }),
    achievements: row.achievements,
    wordCards: row.word_cards,
    totalXp: row.total_xp,
  };
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
  currentCourse: CourseId | null;
}

export async function readSettings(userId: string, db: Reader = getDb()): Promise<LearnerSettings> {
  const [row] = await db.select().from(learnerSettings).where(eq(learnerSettings.userId, userId));
  return settingsOf({ dailyGoalMinutes: row?.dailyGoalMinutes ?? null, currentCourse: row?.currentCourse ?? null });
}

function settingsOf(row: { dailyGoalMinutes: number | null; currentCourse: string | null }): LearnerSettings {
  return {
    dailyGoalMinutes: row.dailyGoalMinutes as LearnerSettings["dailyGoalMinutes"],
    currentCourse: COURSES.find((id) => id === row.currentCourse) ?? null,
  };
}

/**
 * The course the learner is doing now: the one whose lesson they opened last. /course, /tests and
 * /for-you show it (a learner who came for Spanish and plays Spanish lessons sees Spanish there).
 * Written only when it changes.
 */
export async function rememberCurrentCourse(userId: string, course: CourseId, now: Date, db: Reader = getDb()): Promise<void> {
  await db
    .insert(learnerSettings)
    .values({ userId, currentCourse: course, updatedAt: now })
    .onConflictDoUpdate({
      target: learnerSettings.userId,
      set: { currentCourse: course, updatedAt: now },
      setWhere: sql`${learnerSettings.currentCourse} is distinct from ${course}`,
    });
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
