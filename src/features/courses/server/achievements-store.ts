import "server-only";
import { and, count, eq, inArray, isNull, like, sql, sum } from "drizzle-orm";
import { achievementsEarned, learnerSettings, learningDays, lessonAttempts, reviewCards } from "@db/schema/courses";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { ACHIEVEMENTS, isAchievementId, newlyEarned, type LearnerStats } from "../model/achievements";
import { completedLevels } from "../model/gating";
import { loadCourses } from "./load-content";

type Reader = Database | Transaction;

/**
 * The learner's numbers the achievements are judged on, read inside the transaction that just
 * changed them (the current streak is computed by the caller, who knows today's zone).
 */
export async function readLearnerStats(
  tx: Reader,
  userId: string,
  at: { streakDays: number; today: string; completing?: { lessonId: string; perfect: boolean } },
): Promise<LearnerStats> {
  const { streakDays, today, completing } = at;
  // One after the other: a transaction's client runs one query at a time.
  const done = await tx
    .selectDistinct({ lessonId: lessonAttempts.itemId })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.kind, "lesson"), eq(lessonAttempts.status, "completed")));
  const perfect = await tx
    .select({ n: count() })
    .from(lessonAttempts)
    .where(
      and(
        eq(lessonAttempts.userId, userId),
        eq(lessonAttempts.kind, "lesson"),
        eq(lessonAttempts.status, "completed"),
        sql`(${lessonAttempts.outcome} ->> 'perfect') = 'true'`,
      ),
    );
  const words = await tx
    .select({ n: count() })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), like(reviewCards.itemId, "%:word:%")));
  const xp = await tx
    .select({ xp: sum(learningDays.xp) })
    .from(learningDays)
    .where(eq(learningDays.userId, userId));
  const reviews = await tx
    .select({ n: count() })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.kind, "review"), eq(lessonAttempts.status, "completed")));
  const goal = await tx
    .select({ minutes: learnerSettings.dailyGoalMinutes, seconds: learningDays.seconds })
    .from(learnerSettings)
    .leftJoin(learningDays, and(eq(learningDays.userId, learnerSettings.userId), eq(learningDays.day, today)))
    .where(eq(learnerSettings.userId, userId));
  // The attempt being completed is written after its scoring: it counts here already.
  const doneIds = new Set([...done.map((row) => row.lessonId), ...(completing ? [completing.lessonId] : [])]);
  const goalRow = goal[0];
  return {
    lessonsCompleted: doneIds.size,
    perfectLessons: (perfect[0]?.n ?? 0) + (completing?.perfect ? 1 : 0),
    streakDays,
    wordsLearned: words[0]?.n ?? 0,
    levelsCompleted: loadCourses().reduce((total, course) => total + completedLevels(course, doneIds).length, 0),
    totalXp: Number(xp[0]?.xp ?? 0),
    reviewsCompleted: reviews[0]?.n ?? 0,
    dailyGoalMet: Boolean(goalRow?.minutes && (goalRow.seconds ?? 0) >= goalRow.minutes * 60),
  };
}

/**
 * Awards what the stats meet and the person does not hold yet; returns the ids awarded now. Call it
 * in the results transaction (lesson or review) after its own writes, so the stats include them.
 */
export async function awardAchievements(tx: Transaction, userId: string, stats: LearnerStats, now: Date): Promise<string[]> {
  const held = await tx
    .select({ id: achievementsEarned.achievementId })
    .from(achievementsEarned)
    .where(eq(achievementsEarned.userId, userId));
  const earned = newlyEarned(stats, new Set(held.map((row) => row.id)));
  if (earned.length === 0) return [];
  const inserted = await tx
    .insert(achievementsEarned)
    .values(earned.map((achievementId) => ({ userId, achievementId, earnedAt: now })))
    .onConflictDoNothing()
    .returning({ id: achievementsEarned.achievementId });
  const got = new Set(inserted.map((row) => row.id));
  return earned.filter((id) => got.has(id));
}

export interface AchievementView {
  id: string;
  glyph: string;
  earnedAt: string | null;
  seenAt: string | null;
}

/** Every achievement in list order, with when the person earned and saw it. */
export async function listAchievements(userId: string, db: Reader = getDb()): Promise<AchievementView[]> {
  const rows = await db.select().from(achievementsEarned).where(eq(achievementsEarned.userId, userId));
  const byId = new Map(rows.map((row) => [row.achievementId, row]));
  return ACHIEVEMENTS.map(({ id, glyph }) => ({
    id,
    glyph,
    earnedAt: byId.get(id)?.earnedAt.toISOString() ?? null,
    seenAt: byId.get(id)?.seenAt?.toISOString() ?? null,
  }));
}

/** Marks earned achievements as shown (unknown or unearned ids change nothing). */
export async function markAchievementsSeen(userId: string, ids: readonly string[], now: Date, db: Reader = getDb()): Promise<void> {
  const known = ids.filter(isAchievementId);
  if (known.length === 0) return;
  await db
    .update(achievementsEarned)
    .set({ seenAt: now })
    .where(and(eq(achievementsEarned.userId, userId), inArray(achievementsEarned.achievementId, known), isNull(achievementsEarned.seenAt)));
}
