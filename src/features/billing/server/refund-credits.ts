import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { creditEntries, creditEntryLots, creditLots } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { planRefund, refundCreditsExpireAt, type LotShare } from "../model/credit-lots";
import { assertCreditInput, findEntryByKey, keyReusedError, lockWallet } from "./credit-wallet-lock";

/** Which spend to give back: by its idempotency key or its entry id, always within the person's own ledger. */
export type RefundTarget = { spendIdempotencyKey: string; spendEntryId?: never } | { spendEntryId: string; spendIdempotencyKey?: never };

export type RefundCreditsInput = RefundTarget & {
  userId: string;
  /** Unique per person: the same key again returns the first refund and gives back nothing more. */
  idempotencyKey: string;
  reason: string;
  /** The clock (tests inject it). */
  now?: Date;
};

export type RefundCreditsResult =
  | {
      status: "refunded";
      entryId: string;
      /** The spend given back. */
      spendEntryId: string;
      amount: number;
      /** Where the credits went: their own lots while live, else one new refund lot. */
      shares: LotShare[];
      /** True when this spend had been refunded before: the first refund's result, nothing more was given. */
      replayed: boolean;
    }
  /** The person has no such spend (another person's key or id finds nothing either). */
  | { status: "not_found" };

/**
 * Gives a whole spend back (a cancelled lesson). Credits return to the lots they came from while
 * those live; the part whose lot expired meanwhile becomes a new lot lasting REFUND_CREDIT_DAYS.
 * A spend is refunded at most once: refunding it again, under any key, returns the first refund.
 */
export async function refundCredits(input: RefundCreditsInput, db: Database = getDb()): Promise<RefundCreditsResult> {
  const now = input.now ?? new Date();
  assertCreditInput(input);
  return db.transaction(async (tx) => {
    if (!(await lockWallet(tx, input.userId))) return { status: "not_found" };
    const earlier = await findEntryByKey(tx, input.userId, input.idempotencyKey);
    if (earlier) {
      if (earlier.kind !== "refund" || !earlier.refundOf) throw keyReusedError(input.idempotencyKey);
      return replay(tx, earlier.id, earlier.refundOf, earlier.amount);
    }
    const spend = await findSpend(tx, input);
    if (!spend) return { status: "not_found" };
    const [refunded] = await tx
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.refundOf, spend.id), eq(creditEntries.userId, input.userId)));
    if (refunded) return replay(tx, refunded.id, spend.id, refunded.amount);

    const taken = await tx
      .select({
        lotId: creditEntryLots.lotId,
        amount: creditEntryLots.amount,
        expiresAt: creditLots.expiresAt,
        expired: sql<boolean>`exists (select 1 from credit_entries x where x.lot_id = ${creditLots.id} and x.kind = 'expiry')`,
      })
      .from(creditEntryLots)
      .innerJoin(creditLots, eq(creditLots.id, creditEntryLots.lotId))
      .where(eq(creditEntryLots.entryId, spend.id));
    // A lot the expiry job has closed stays closed, whatever clock the caller passes.
    const plan = planRefund(
      taken.map((share) => ({ ...share, expiresAt: share.expired ? new Date(0) : share.expiresAt })),
      now,
    );
    const shares = [...plan.restore];
    if (plan.newLotAmount > 0) {
      const [lot] = await tx
        .insert(creditLots)
        .values({
          userId: input.userId,
          source: "refund",
          granted: plan.newLotAmount,
          remaining: plan.newLotAmount,
          expiresAt: refundCreditsExpireAt(now),
          createdAt: now,
        })
        .returning({ id: creditLots.id });
      shares.push({ lotId: lot!.id, amount: plan.newLotAmount });
    }
    const [entry] = await tx
      .insert(creditEntries)
      .values({
        userId: input.userId,
        kind: "refund",
        amount: spend.amount,
        refundOf: spend.id,
        idempotencyKey: input.idempotencyKey,
        reason: input.reason,
        createdAt: now,
      })
      .returning({ id: creditEntries.id });
    await tx.insert(creditEntryLots).values(shares.map((share) => ({ entryId: entry!.id, ...share })));
    for (const share of plan.restore) {
      await tx
        .update(creditLots)
        .set({ remaining: sql`${creditLots.remaining} + ${share.amount}` })
        .where(and(eq(creditLots.id, share.lotId), eq(creditLots.userId, input.userId)));
    }
    return { status: "refunded", entryId: entry!.id, spendEntryId: spend.id, amount: spend.amount, shares, replayed: false };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findSpend(tx: Transaction, input: RefundCreditsInput) {
  if (input.spendEntryId !== undefined && !UUID.test(input.spendEntryId)) return undefined;
  const target =
    input.spendEntryId !== undefined
      ? eq(creditEntries.id, input.spendEntryId)
      : eq(creditEntries.idempotencyKey, input.spendIdempotencyKey);
  const [spend] = await tx
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.userId, input.userId), eq(creditEntries.kind, "spend"), target));
  return spend;
}

async function replay(tx: Transaction, entryId: string, spendEntryId: string, amount: number): Promise<RefundCreditsResult> {
  const shares = await tx
    .select({ lotId: creditEntryLots.lotId, amount: creditEntryLots.amount })
    .from(creditEntryLots)
    .where(eq(creditEntryLots.entryId, entryId));
  return { status: "refunded", entryId, spendEntryId, amount, shares, replayed: true };
}
