import "server-only";
import { and, eq } from "drizzle-orm";
import { lessonAttempts } from "@db/schema/courses";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";

/**
 * Attempts: one go at a lesson, a checkpoint, a level test or a review (decision record 0022).
 * The server issues the attempt's id when the learner starts; it is the idempotency key of the
 * results. Every kind of results goes through {@link completeAttempt}: it locks the attempt, so two
 * tabs (or a retry racing the first request) complete it once, and a replay gets the stored
 * outcome back without changing anything.
 */
export type AttemptKind = (typeof lessonAttempts.$inferSelect)["kind"];
export type AttemptRow = typeof lessonAttempts.$inferSelect;

export interface AttemptItem {
  course: string;
  kind: AttemptKind;
  itemId: string;
}

/**
 * The person's open attempt at `item`, started now if there is none (`resumed` tells which). One
 * attempt per person and item is open at a time (a partial unique index), so two tabs share it.
 */
export async function openAttempt(
  userId: string,
  item: AttemptItem,
  now: Date,
  db: Database | Transaction = getDb(),
): Promise<{ attempt: AttemptRow; resumed: boolean }> {
  const [started] = await db
    .insert(lessonAttempts)
    .values({ userId, course: item.course, kind: item.kind, itemId: item.itemId, startedAt: now })
    .onConflictDoNothing()
    .returning();
  if (started) return { attempt: started, resumed: false };
  const [open] = await db
    .select()
    .from(lessonAttempts)
    .where(
      and(
        eq(lessonAttempts.userId, userId),
        eq(lessonAttempts.kind, item.kind),
        eq(lessonAttempts.itemId, item.itemId),
        eq(lessonAttempts.status, "started"),
      ),
    );
  if (!open) throw new Error("attempt vanished while opening (completed at the same moment): retry");
  return { attempt: open, resumed: true };
}

/** The person's own attempt, or undefined (another person's attempt is as unknown as a missing one). */
export async function readAttempt(
  userId: string,
  attemptId: string,
  db: Database | Transaction = getDb(),
): Promise<AttemptRow | undefined> {
  if (!UUID.test(attemptId)) return undefined;
  const [row] = await db
    .select()
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.id, attemptId), eq(lessonAttempts.userId, userId)));
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What completing an attempt writes on its row; `outcome` is what a replay answers again. */
export interface Completion<O> {
  timeZone: string;
  localDay: string;
  correct: number;
  total: number;
  xp: number;
  durationMs: number;
  answers: unknown;
  outcome: O;
}

export type CompleteResult<O> = { status: "completed"; outcome: O; replay: boolean } | { status: "not_found" };

/**
 * Completes the person's attempt once. `complete` runs inside the transaction with the attempt
 * locked and still open; it scores the answers, writes its own effects (XP, days, cards,
 * achievements) with `tx`, and returns the completion. When the attempt was already completed
 * (a replay, the other tab), `complete` does not run and the stored outcome is returned. With
 * `kind`, an attempt of another kind is not found (as another person's is); `complete` may answer
 * `null` for an attempt it does not know (nothing is written).
 */
export async function completeAttempt<O>(
  userId: string,
  attemptId: string,
  now: Date,
  complete: (tx: Transaction, attempt: AttemptRow) => Promise<Completion<O> | null>,
  db: Database = getDb(),
  kind?: AttemptKind,
): Promise<CompleteResult<O>> {
  if (!UUID.test(attemptId)) return { status: "not_found" };
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(lessonAttempts)
      .where(and(eq(lessonAttempts.id, attemptId), eq(lessonAttempts.userId, userId), kind ? eq(lessonAttempts.kind, kind) : undefined))
      .for("update");
    if (!attempt) return { status: "not_found" } as const;
    if (attempt.status === "completed") return { status: "completed", outcome: attempt.outcome as O, replay: true } as const;
    const done = await complete(tx, attempt);
    if (!done) return { status: "not_found" } as const;
    await tx
      .update(lessonAttempts)
      .set({
        status: "completed",
        completedAt: now,
        timeZone: done.timeZone,
        localDay: done.localDay,
        correct: done.correct,
        total: done.total,
        xp: done.xp,
        durationMs: done.durationMs,
        answers: done.answers,
        outcome: done.outcome,
      })
      .where(eq(lessonAttempts.id, attempt.id));
    return { status: "completed", outcome: done.outcome, replay: false } as const;
  });
}
