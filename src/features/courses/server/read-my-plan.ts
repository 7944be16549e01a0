import "server-only";
import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import { learningDays, lessonAttempts } from "@db/schema/courses";
import type { Tier } from "@/features/billing";
import { getDb, type Database } from "@/lib/db";
import type { Locale } from "@/lib/i18n";
import { cumulative, lastDays } from "../model/charts";
import { isDailyGoalMinutes, placeBreaks, type MyPlan, type MyProgress } from "../model/plan";
import { addDays, computeStreak, localDay, resolveTimeZone } from "../model/streak";
import { listAchievements } from "./achievements-store";
import { lastTimeZone, readBreaks, readStreakEvents } from "./learner-records";
import { readLearnerToday } from "./open-lesson";
import { countReviewsToday } from "./reviews";

/**
 * The plan's data in one place (decision record 0028): /my-plan and /my-plan/progress read only
 * these two functions, so the onboarding funnel can later fill the plan from the learner's answers.
 * Today (next lesson by the gate, daily goal) comes from readLearnerToday, the streak from the
 * same events the results count (decision record 0022).
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

async function zoneOf(context: PlanContext): Promise<string> {
  return resolveTimeZone(context.timeZone ?? (await lastTimeZone(context.userId, context.db ?? getDb())));
}

async function completedLessons(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ lessons: sql<number>`count(distinct ${lessonAttempts.itemId})::int` })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.kind, "lesson"), isNotNull(lessonAttempts.completedAt)));
  return row?.lessons ?? 0;
}

/** Today's plan: the next lesson, today's review, the daily goal, the streak and its week, breaks, new achievements. */
export async function readMyPlan(context: PlanContext): Promise<MyPlan> {
  const db = context.db ?? getDb();
  const { userId, now } = context;
  const timeZone = await zoneOf(context);
  const today = localDay(now, timeZone);
  const learner = await readLearnerToday({ userId, tier: context.tier, now, timeZone, locale: context.locale });
  const streak = computeStreak(await readStreakEvents(userId, db), now, timeZone);
  const breaks = await readBreaks(userId, db);
  const due = await countReviewsToday(userId, learner.course, timeZone, now, db);
  const unseen = (await listAchievements(userId, db))
    .filter((entry) => entry.earnedAt !== null && entry.seenAt === null)
    .sort((a, b) => a.earnedAt!.localeCompare(b.earnedAt!));
  const goal = learner.dailyGoal?.minutes;
  const next = learner.nextLesson;
  return {
    course: learner.course,
    today,
    timeZone,
    isNew: (await completedLessons(db, userId)) === 0,
    nextLesson: next ? { id: next.id, title: next.title, goal: next.goal, premium: next.status === "premium" } : null,
    review: { due },
    dailyGoal: { minutes: isDailyGoalMinutes(goal) ? goal : null, seconds: learner.dailyGoal?.seconds ?? 0 },
    xpToday: learner.xpToday,
    streak: {
      current: streak.current,
      longest: streak.longest,
      freezesHeld: streak.freezesHeld,
      activeToday: streak.activeToday,
      onBreakToday: streak.onBreakToday,
      days: streak.days,
    },
    ...placeBreaks(breaks, today),
    newAchievements: unseen.map((entry) => entry.id),
  };
}

/** The progress pictures' numbers: XP per day and words learned over the last 30 days, totals, achievements. */
export async function readMyProgress(context: PlanContext): Promise<MyProgress> {
  const db = context.db ?? getDb();
  const { userId, now } = context;
  const today = localDay(now, await zoneOf(context));
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
  const achievements = await listAchievements(userId, db);
  return {
    today,
    totalXp: totals?.xp ?? 0,
    wordsLearned: totals?.words ?? 0,
    lessonsCompleted: await completedLessons(db, userId),
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
    achievements: achievements.map(({ id, earnedAt }) => ({ id, earnedAt })),
  };
}
