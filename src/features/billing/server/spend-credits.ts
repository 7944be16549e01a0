import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { creditEntries, creditEntryLots, creditLots } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { balanceAt, planSpend, type LotShare } from "../model/credit-lots";
import { assertCreditInput, findEntryByKey, keyReusedError, lockWallet } from "./credit-wallet-lock";

export interface SpendCreditsInput {
  userId: string;
  /** e.g. LESSON_CREDIT_COST[50] */
  amount: number;
  /** Unique per person (e.g. `booking:<id>`): the same key again returns the first spend and spends nothing. */
  idempotencyKey: string;
  reason: string;
  /** The clock (tests inject it). */
  now?: Date;
}

export type SpendCreditsResult =
  | {
      status: "spent";
      entryId: string;
      amount: number;
      /** The lots it took from, first to expire first. */
      shares: LotShare[];
      /** What is left now. */
      balance: number;
      /** True when the key had been used: this is the first spend's result, nothing more was taken. */
      replayed: boolean;
    }
  /** Not enough live credits: nothing was taken and nothing recorded (the key may be used again). */
  | { status: "insufficient"; balance: number; amount: number };

/** The person's lots that still count credits (read under the wallet lock). */
async function loadLotsWithCredits(tx: Transaction, userId: string) {
  return tx
    .select({ id: creditLots.id, remaining: creditLots.remaining, expiresAt: creditLots.expiresAt, createdAt: creditLots.createdAt })
    .from(creditLots)
    .where(and(eq(creditLots.userId, userId), gt(creditLots.remaining, 0)));
}

/**
 * Spends credits from the lots that expire first. The only way other features take credits; the
 * balance never goes below zero (the wallet lock, then a check constraint on every lot).
 */
export async function spendCredits(input: SpendCreditsInput, db: Database = getDb()): Promise<SpendCreditsResult> {
  const now = input.now ?? new Date();
  assertCreditInput(input);
  return db.transaction(async (tx) => {
    if (!(await lockWallet(tx, input.userId))) return { status: "insufficient", balance: 0, amount: input.amount };
    const earlier = await findEntryByKey(tx, input.userId, input.idempotencyKey);
    if (earlier) {
      if (earlier.kind !== "spend" || earlier.amount !== input.amount) throw keyReusedError(input.idempotencyKey);
      const shares = await tx
        .select({ lotId: creditEntryLots.lotId, amount: creditEntryLots.amount })
        .from(creditEntryLots)
        .innerJoin(creditLots, eq(creditLots.id, creditEntryLots.lotId))
        .where(eq(creditEntryLots.entryId, earlier.id))
        .orderBy(creditLots.expiresAt, creditLots.createdAt, creditLots.id);
      const balance = balanceAt(await loadLotsWithCredits(tx, input.userId), now);
      return { status: "spent", entryId: earlier.id, amount: earlier.amount, shares, balance, replayed: true };
    }
    const lots = await loadLotsWithCredits(tx, input.userId);
    const plan = planSpend(lots, input.amount, now);
    if (!plan.ok) return { status: "insufficient", balance: plan.balance, amount: input.amount };
    const [entry] = await tx
      .insert(creditEntries)
      .values({
        userId: input.userId,
        kind: "spend",
        amount: input.amount,
        idempotencyKey: input.idempotencyKey,
        reason: input.reason,
        createdAt: now,
      })
      .returning({ id: creditEntries.id });
    await tx.insert(creditEntryLots).values(plan.shares.map((share) => ({ entryId: entry!.id, ...share })));
    for (const share of plan.shares) {
      await tx
        .update(creditLots)
        .set({ remaining: sql`${creditLots.remaining} - ${share.amount}` })
        .where(and(eq(creditLots.id, share.lotId), eq(creditLots.userId, input.userId)));
    }
    const balance = balanceAt(lots, now) - input.amount;
    return { status: "spent", entryId: entry!.id, amount: input.amount, shares: plan.shares, balance, replayed: false };
  });
}
