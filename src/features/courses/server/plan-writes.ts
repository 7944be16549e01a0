import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { learnerSettings, plannedBreaks } from "@db/schema/courses";
import { getDb, type Database } from "@/lib/db";
import type { DailyGoalMinutes } from "../model/plan";
import { breakProblem, localDay, resolveTimeZone, type BreakProblem } from "../model/streak";

/**
 * What the plan page changes (decision record 0028): a planned break announced or canceled, the
 * daily goal (achievements are marked seen by achievements-store.ts). Each touches only the signed-in person's rows.
 */

export type AnnounceBreakResult = { status: "ok"; id: string } | { status: "refused"; problem: BreakProblem | "already-planned" };

/** Announces a break of 1–14 days from a future day; one break ahead at a time. */
export async function announceBreak(
  userId: string,
  plan: { firstDay: string; days: number; timeZone: string },
  now: Date,
  db: Database = getDb(),
): Promise<AnnounceBreakResult> {
  const timeZone = resolveTimeZone(plan.timeZone);
  const problem = breakProblem({ announcedAt: now, timeZone, firstDay: plan.firstDay, days: plan.days });
  if (problem) return { status: "refused", problem };
  return db.transaction(async (tx) => {
    // One writer at a time per person: the check and the insert see the same rows.
    await tx.select({ id: plannedBreaks.id }).from(plannedBreaks).where(eq(plannedBreaks.userId, userId)).for("update");
    const today = localDay(now, timeZone);
    const ahead = await tx
      .select({ id: plannedBreaks.id })
      .from(plannedBreaks)
      .where(and(eq(plannedBreaks.userId, userId), isNull(plannedBreaks.canceledAt), gt(plannedBreaks.firstDay, today)));
    if (ahead.length > 0) return { status: "refused", problem: "already-planned" } as const;
    const [row] = await tx
      .insert(plannedBreaks)
      .values({ userId, announcedAt: now, timeZone, firstDay: plan.firstDay, days: plan.days })
      .returning({ id: plannedBreaks.id });
    return { status: "ok", id: row!.id } as const;
  });
}

/** Cancels the person's break that has not started yet; false when there is no such break. */
export async function cancelBreak(userId: string, breakId: string, now: Date, timeZone: string, db: Database = getDb()): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(breakId)) return false;
  const today = localDay(now, resolveTimeZone(timeZone));
  const rows = await db
    .update(plannedBreaks)
    .set({ canceledAt: now })
    .where(
      and(
        eq(plannedBreaks.id, breakId),
        eq(plannedBreaks.userId, userId),
        isNull(plannedBreaks.canceledAt),
        gt(plannedBreaks.firstDay, today),
      ),
    )
    .returning({ id: plannedBreaks.id });
  return rows.length === 1;
}

/** Sets the daily goal (or none). */
export async function chooseDailyGoal(userId: string, minutes: DailyGoalMinutes | null, now: Date, db: Database = getDb()): Promise<void> {
  await db
    .insert(learnerSettings)
    .values({ userId, dailyGoalMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({ target: learnerSettings.userId, set: { dailyGoalMinutes: minutes, updatedAt: now } });
}
