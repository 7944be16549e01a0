import "server-only";
import { eq } from "drizzle-orm";
import { creditEntries, creditLots } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Transaction } from "@/lib/ownership/types";
import { isLotLive, type CreditSource } from "../model/credit-lots";
import { assertCreditInput, findEntryByKey, keyReusedError, lockWallet } from "./credit-wallet-lock";

export interface GrantCreditsInput {
  userId: string;
  amount: number;
  source: CreditSource;
  /** See the lifetimes in model/credit-lots.ts (subscriptionCreditsExpireAt, packCreditsExpireAt). */
  expiresAt: Date;
  /** Unique per person: the same key again returns the first grant and grants nothing. */
  idempotencyKey: string;
  reason: string;
  /** The clock (tests inject it). */
  now?: Date;
}

export interface GrantCreditsResult {
  entryId: string;
  lotId: string;
  amount: number;
  expiresAt: Date;
  /** True when the key had been used: this is the first grant's result, nothing new was granted. */
  replayed: boolean;
}

/** Grants a lot of credits (a subscription period, a pack, an admin's gift), exactly once per key. */
export async function grantCredits(input: GrantCreditsInput, db: Database | Transaction = getDb()): Promise<GrantCreditsResult> {
  const now = input.now ?? new Date();
  assertCreditInput(input);
  if (!isLotLive(input, now)) {
    throw new AppError("invalid_input", "Credits must expire after they are granted.", { fields: { expiresAt: "expiresAtPast" } });
  }
  return db.transaction(async (tx) => {
    await lockWallet(tx, input.userId, true);
    const earlier = await findEntryByKey(tx, input.userId, input.idempotencyKey);
    if (earlier) {
      if (earlier.kind !== "grant" || earlier.amount !== input.amount || !earlier.lotId) throw keyReusedError(input.idempotencyKey);
      const [lot] = await tx.select({ expiresAt: creditLots.expiresAt }).from(creditLots).where(eq(creditLots.id, earlier.lotId));
      return { entryId: earlier.id, lotId: earlier.lotId, amount: earlier.amount, expiresAt: lot!.expiresAt, replayed: true };
    }
    const [lot] = await tx
      .insert(creditLots)
      .values({
        userId: input.userId,
        source: input.source,
        granted: input.amount,
        remaining: input.amount,
        expiresAt: input.expiresAt,
        createdAt: now,
      })
      .returning({ id: creditLots.id });
    const [entry] = await tx
      .insert(creditEntries)
      .values({
        userId: input.userId,
        kind: "grant",
        amount: input.amount,
        lotId: lot!.id,
        idempotencyKey: input.idempotencyKey,
        reason: input.reason,
        createdAt: now,
      })
      .returning({ id: creditEntries.id });
    return { entryId: entry!.id, lotId: lot!.id, amount: input.amount, expiresAt: input.expiresAt, replayed: false };
  });
}
