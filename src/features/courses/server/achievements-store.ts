import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { achievementsEarned } from "@db/schema/courses";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { ACHIEVEMENTS, isAchievementId, newlyEarned, type LearnerStats } from "../model/achievements";
import { completedLevels } from "../model/gating";
import { readLearnerSnapshot, type LearnerSnapshot } from "./learner-records";
import { loadCourses } from "./load-content";

type Reader = Database | Transaction;

/** The attempt being completed (its row is written after the scoring): counted in the stats already. */
export type Completing = { kind: "lesson"; lessonId: string; perfect: boolean } | { kind: "review" };

/**
 * The learner's numbers the achievements are judged on, from a snapshot read in the transaction
 * that changes them (the current streak is computed by the caller, who knows today's zone). What
 * the transaction wrote after the snapshot is added: `added` word cards and XP, and the daily
 * goal's seconds of today as they stand now.
 */
export function learnerStats(
  snapshot: LearnerSnapshot,
  at: { streakDays: number; completing?: Completing; added?: { wordCards: number; xp: number }; secondsToday: number },
): LearnerStats {
  const { completing } = at;
  const lessons = snapshot.completed.filter((attempt) => attempt.kind === "lesson");
  const doneIds = new Set([...lessons.map((attempt) => attempt.itemId), ...(completing?.kind === "lesson" ? [completing.lessonId] : [])]);
  const goal = snapshot.settings.dailyGoalMinutes;
  return {
    lessonsCompleted: doneIds.size,
    perfectLessons: lessons.filter((attempt) => attempt.perfect).length + (completing?.kind === "lesson" && completing.perfect ? 1 : 0),
    streakDays: at.streakDays,
    wordsLearned: snapshot.wordCards + (at.added?.wordCards ?? 0),
    levelsCompleted: loadCourses().reduce((total, course) => total + completedLevels(course, doneIds).length, 0),
    totalXp: snapshot.totalXp + (at.added?.xp ?? 0),
    reviewsCompleted: snapshot.completed.filter((attempt) => attempt.kind === "review").length + (completing?.kind === "review" ? 1 : 0),
    dailyGoalMet: Boolean(goal && at.secondsToday >= goal * 60),
  };
}

/**
 * The stats read after the transaction's own writes (review results): one snapshot, nothing added.
 * `secondsToday` is the day's total as `addToLearningDay` returned it.
 */
export async function readLearnerStats(
  tx: Reader,
  userId: string,
  at: { streakDays: number; secondsToday: number; completing?: Completing },
): Promise<{ stats: LearnerStats; held: string[] }> {
  const snapshot = await readLearnerSnapshot(userId, tx);
  return { stats: learnerStats(snapshot, at), held: snapshot.achievements };
}

/**
 * Awards what the stats meet and the person does not hold yet (`held`, read in the same
 * transaction); returns the ids awarded now. Call it in the results transaction (lesson or review)
 * with stats that include its own writes. Two transactions awarding at once insert once (the key).
 */
export async function awardAchievements(
  tx: Transaction,
  userId: string,
  stats: LearnerStats,
  held: readonly string[],
  now: Date,
): Promise<string[]> {
  const earned = newlyEarned(stats, new Set(held));
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
