import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { plannedBreaks } from "@db/schema/courses";
import { AppError } from "@/lib/errors";
import { getDb, type Database } from "@/lib/db";
import { addDays, breakProblem, daysBetween, localDay, resolveTimeZone } from "../model/streak";

/**
 * Planned breaks (decision record 0022): the learner announces 1–14 days off, at least a day
 * ahead in their zone (model/streak.ts `breakProblem`); break days hold the streak. Breaks do not
 * overlap. Canceling a coming break removes it; canceling one under way ends it yesterday (the
 * days already taken stay taken).
 */
export interface PlannedBreak {
  id: string;
  firstDay: string;
  days: number;
  lastDay: string;
}

const view = (row: { id: string; firstDay: string; days: number }): PlannedBreak => ({
  id: row.id,
  firstDay: row.firstDay,
  days: row.days,
  lastDay: addDays(row.firstDay, row.days - 1),
});

const MESSAGES: Record<string, string> = {
  "bad-day": "The first day is not a date (YYYY-MM-DD).",
  "bad-length": "A break lasts 1 to 14 days.",
  "not-in-advance": "Announce a break before its first day (tomorrow at the earliest).",
  overlaps: "This break overlaps another one.",
  ended: "This break is over.",
};

const refused = (reason: string) => new AppError("break_refused", MESSAGES[reason] ?? reason, { reason });

export async function planBreak(
  input: { userId: string; firstDay: string; days: number; timeZone: string; now: Date },
  db: Database = getDb(),
): Promise<PlannedBreak> {
  const timeZone = resolveTimeZone(input.timeZone);
  const problem = breakProblem({ announcedAt: input.now, timeZone, firstDay: input.firstDay, days: input.days });
  if (problem) throw refused(problem);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`courses-breaks:${input.userId}`}))`);
    const others = await tx
      .select()
      .from(plannedBreaks)
      .where(and(eq(plannedBreaks.userId, input.userId), isNull(plannedBreaks.canceledAt)));
    const lastDay = addDays(input.firstDay, input.days - 1);
    if (others.some((other) => other.firstDay <= lastDay && addDays(other.firstDay, other.days - 1) >= input.firstDay))
      throw refused("overlaps");
    const [row] = await tx
      .insert(plannedBreaks)
      .values({ userId: input.userId, announcedAt: input.now, timeZone, firstDay: input.firstDay, days: input.days })
      .returning();
    return view(row!);
  });
}

/** Cancels the person's break; false when they have no such break. */
export async function cancelBreak(
  input: { userId: string; breakId: string; timeZone: string; now: Date },
  db: Database = getDb(),
): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(input.breakId)) return false;
  const [row] = await db
    .select()
    .from(plannedBreaks)
    .where(and(eq(plannedBreaks.id, input.breakId), eq(plannedBreaks.userId, input.userId), isNull(plannedBreaks.canceledAt)));
  if (!row) return false;
  const today = localDay(input.now, resolveTimeZone(input.timeZone));
  const taken = daysBetween(row.firstDay, today);
  if (taken >= row.days) throw refused("ended");
  if (taken <= 0) await db.update(plannedBreaks).set({ canceledAt: input.now }).where(eq(plannedBreaks.id, row.id));
  else await db.update(plannedBreaks).set({ days: taken }).where(eq(plannedBreaks.id, row.id));
  return true;
}
