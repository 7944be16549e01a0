import "server-only";
import { and, count, desc, eq, gte, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { achievementsEarned, learnerSettings, learningDays, lessonAttempts, plannedBreaks, reviewCards } from "@db/schema/courses";
import type { Tier } from "@/features/billing";
import { getDb, type Database } from "@/lib/db";
import type { Locale } from "@/lib/i18n";
import { cumulative, lastDays } from "../model/charts";
import { isDailyGoalMinutes, placeBreaks, type MyPlan, type MyProgress } from "../model/plan";
import { addDays, computeStreak, localDay, resolveTimeZone, type StreakEvent } from "../model/streak";
import { loadCourses } from "./load-content";

/**
 * The plan's data in one place (decision record 0028): /my-plan and /my-plan/progress read only
 * these two functions, so the onboarding funnel can later fill the plan from the learner's answers.
 */
export interface PlanContext {
  userId: string;
  tier: Tier;
  now: Date;
  locale: Locale;
  /** The caller's zone; pages have none and use the zone of the learner's latest activity. */
  timeZone?: string;
  db?: Database;
}

async function latestZone(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: lessonAttempts.timeZone })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, userId), isNotNull(lessonAttempts.timeZone)))
    .orderBy(desc(lessonAttempts.completedAt))
    .limit(1);
  return resolveTimeZone(row?.timeZone);
}

async function readEvents(
  db: Database,
  userId: string,
): Promise<{ events: StreakEvent[]; breaks: { id: string; firstDay: string; days: number }[] }> {
  const activities = await db
    .select({ at: lessonAttempts.completedAt, timeZone: lessonAttempts.timeZone })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.status, "completed")));
  const breaks = await db
    .select()
    .from(plannedBreaks)
    .where(and(eq(plannedBreaks.userId, userId), isNull(plannedBreaks.canceledAt)));
  const events: StreakEvent[] = [
    ...activities.flatMap((row) => (row.at ? [{ kind: "activity" as const, at: row.at, timeZone: resolveTimeZone(row.timeZone) }] : [])),
    ...breaks.map((row) => ({
      kind: "break" as const,
      announcedAt: row.announcedAt,
      timeZone: row.timeZone,
      firstDay: row.firstDay,
      days: row.days,
    })),
  ];
  return { events, breaks: breaks.map(({ id, firstDay, days }) => ({ id, firstDay, days })) };
}

async function completedLessons(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ itemId: lessonAttempts.itemId })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.kind, "lesson"), eq(lessonAttempts.status, "completed")));
  return new Set(rows.map((row) => row.itemId));
}

/** Today's plan: the next lesson, today's review, the daily goal, the streak and its week, breaks, new achievements. */
export async function readMyPlan(context: PlanContext): Promise<MyPlan> {
  const db = context.db ?? getDb();
  const { userId, now } = context;
  const timeZone = context.timeZone ? resolveTimeZone(context.timeZone) : await latestZone(db, userId);
  const today = localDay(now, timeZone);
  const [settings] = await db.select().from(learnerSettings).where(eq(learnerSettings.userId, userId));
  const courses = loadCourses();
  const course = courses.find((entry) => entry.id === settings?.currentCourse) ?? courses[0];
  const done = await completedLessons(db, userId);
  const next = course?.levels.flatMap((level) => level.units.flatMap((unit) => unit.lessons)).find((lesson) => !done.has(lesson.id));
  const { events, breaks } = await readEvents(db, userId);
  const streak = computeStreak(events, now, timeZone);
  const [day] = await db
    .select()
    .from(learningDays)
    .where(and(eq(learningDays.userId, userId), eq(learningDays.day, today)));
  const [due] = await db
    .select({ due: count() })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), lte(reviewCards.due, now)));
  const unseen = await db
    .select({ id: achievementsEarned.achievementId })
    .from(achievementsEarned)
    .where(and(eq(achievementsEarned.userId, userId), isNull(achievementsEarned.seenAt)))
    .orderBy(achievementsEarned.earnedAt);
  const goal = settings?.dailyGoalMinutes;
  return {
    course: course?.id ?? "en",
    today,
    timeZone,
    isNew: done.size === 0,
    nextLesson: next ? { id: next.id, title: next.title[context.locale], goal: next.goal[context.locale], premium: false } : null,
    review: { due: due?.due ?? 0 },
    dailyGoal: { minutes: isDailyGoalMinutes(goal) ? goal : null, seconds: day?.seconds ?? 0 },
    xpToday: day?.xp ?? 0,
    streak: {
      current: streak.current,
      longest: streak.longest,
      freezesHeld: streak.freezesHeld,
      activeToday: streak.activeToday,
      onBreakToday: streak.onBreakToday,
      days: streak.days,
    },
    ...placeBreaks(breaks, today),
    newAchievements: unseen.map((row) => row.id),
  };
}

/** The progress pictures' numbers: XP per day and words learned over the last 30 days, totals, achievements. */
export async function readMyProgress(context: PlanContext & { achievementIds?: readonly string[] }): Promise<MyProgress> {
  const db = context.db ?? getDb();
  const { userId, now } = context;
  const timeZone = context.timeZone ? resolveTimeZone(context.timeZone) : await latestZone(db, userId);
  const today = localDay(now, timeZone);
  const from = addDays(today, -29);
  const rows = await db
    .select()
    .from(learningDays)
    .where(and(eq(learningDays.userId, userId), gte(learningDays.day, from)));
  const [totals] = await db
    .select({
      xp: sql<number>`coalesce(sum(${learningDays.xp}), 0)::int`,
      wordsBefore: sql<number>`coalesce(sum(${learningDays.newWords}) filter (where ${learningDays.day} < ${from}), 0)::int`,
      words: sql<number>`coalesce(sum(${learningDays.newWords}), 0)::int`,
    })
    .from(learningDays)
    .where(eq(learningDays.userId, userId));
  const earned = await db
    .select({ id: achievementsEarned.achievementId, earnedAt: achievementsEarned.earnedAt })
    .from(achievementsEarned)
    .where(eq(achievementsEarned.userId, userId));
  const earnedAt = new Map(earned.map((row) => [row.id, row.earnedAt.toISOString()]));
  const ids = context.achievementIds ?? [...earnedAt.keys()];
  return {
    today,
    totalXp: totals?.xp ?? 0,
    wordsLearned: totals?.words ?? 0,
    lessonsCompleted: (await completedLessons(db, userId)).size,
    xpByDay: lastDays(
      today,
      30,
      rows.map((row) => ({ day: row.day, value: row.xp })),
    ),
    wordsByDay: [
      { day: addDays(from, -1), value: totals?.wordsBefore ?? 0 },
      ...cumulative(
        lastDays(
          today,
          30,
          rows.map((row) => ({ day: row.day, value: row.newWords })),
        ),
        totals?.wordsBefore ?? 0,
      ),
    ],
    achievements: ids.map((id) => ({ id, earnedAt: earnedAt.get(id) ?? null })),
  };
}
