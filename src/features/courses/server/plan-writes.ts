import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { plannedBreaks } from "@db/schema/courses";
import { AppError } from "@/lib/errors";
import { getDb, type Database } from "@/lib/db";
import type { DailyGoalMinutes } from "../model/plan";
import { breakProblem, localDay, resolveTimeZone, type BreakProblem } from "../model/streak";
import { cancelBreak, planBreak } from "./breaks";
import { readSettings, writeSettings } from "./learner-records";

/**
 * What the plan page changes (decision record 0028): a planned break announced or canceled, the
 * daily goal (achievements are marked seen by achievements-store.ts). Each touches only the signed-in person's rows.
 */

export type AnnounceBreakResult = { status: "ok"; id: string } | { status: "refused"; problem: BreakProblem | "already-planned" };

/**
 * Announces a break of 1–14 days from a future day; the plan page keeps one break ahead at a
 * time. The break itself is written by breaks.ts `planBreak` (the one writer, shared with
 * `POST /v1/courses/breaks`), whose refusals come back as problems.
 */
export async function announceBreak(
  userId: string,
  plan: { firstDay: string; days: number; timeZone: string },
  now: Date,
  db: Database = getDb(),
): Promise<AnnounceBreakResult> {
  const timeZone = resolveTimeZone(plan.timeZone);
  const problem = breakProblem({ announcedAt: now, timeZone, firstDay: plan.firstDay, days: plan.days });
  if (problem) return { status: "refused", problem };
  const today = localDay(now, timeZone);
  const breakAhead = async () => {
    const [row] = await db
      .select({ id: plannedBreaks.id, firstDay: plannedBreaks.firstDay, days: plannedBreaks.days })
      .from(plannedBreaks)
      .where(and(eq(plannedBreaks.userId, userId), isNull(plannedBreaks.canceledAt), gt(plannedBreaks.firstDay, today)));
    if (!row) return null;
    // The very break asked for again (a second press, a resent form) is the answer, not a refusal.
    return row.firstDay === plan.firstDay && row.days === plan.days
      ? ({ status: "ok", id: row.id } as const)
      : ({ status: "refused", problem: "already-planned" } as const);
  };
  const ahead = await breakAhead();
  if (ahead) return ahead;
  try {
    const planned = await planBreak({ userId, firstDay: plan.firstDay, days: plan.days, timeZone, now }, db);
    return { status: "ok", id: planned.id };
  } catch (error) {
    // Two presses at once: planBreak's lock lets one in, and the other finds it written.
    if (error instanceof AppError && error.code === "break_refused")
      return (await breakAhead()) ?? { status: "refused", problem: "already-planned" };
    throw error;
  }
}

/** Cancels the person's break that has not started yet (breaks.ts `cancelBreak`); false when there is no such break. */
export async function cancelComingBreak(
  userId: string,
  breakId: string,
  now: Date,
  timeZone: string,
  db: Database = getDb(),
): Promise<boolean> {
  if (!UUID.test(breakId)) return false;
  const today = localDay(now, resolveTimeZone(timeZone));
  const [row] = await db
    .select({ firstDay: plannedBreaks.firstDay })
    .from(plannedBreaks)
    .where(and(eq(plannedBreaks.id, breakId), eq(plannedBreaks.userId, userId), isNull(plannedBreaks.canceledAt)));
  if (!row || row.firstDay <= today) return false;
  return cancelBreak({ userId, breakId, timeZone, now }, db);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sets the daily goal (or none), keeping the other settings (learner-records.ts `writeSettings`, the one writer). */
export async function chooseDailyGoal(userId: string, minutes: DailyGoalMinutes | null, now: Date, db: Database = getDb()): Promise<void> {
  const settings = await readSettings(userId, db);
  await writeSettings(userId, { ...settings, dailyGoalMinutes: minutes }, now, db);
}
