import "server-only";
import { and, eq, gt, lte } from "drizzle-orm";
import { creditEntries, creditLots } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import { lotsToExpire } from "../model/credit-lots";
import { lockWallet } from "./credit-wallet-lock";

/**
 * Writes an expiry entry for every lot past its expiry that still counts credits, and empties it.
 * Idempotent: an emptied lot is not picked again, and the ledger holds at most one expiry per lot
 * (its key is `expiry:<lot id>`). Each person's lots are expired under their wallet lock, in a
 * transaction of their own. Returns how many lots it expired.
 */
export async function expireCredits(now: Date = new Date(), db: Database = getDb()): Promise<number> {
  const people = await db
    .selectDistinct({ userId: creditLots.userId })
    .from(creditLots)
    .where(and(lte(creditLots.expiresAt, now), gt(creditLots.remaining, 0)));
  let expired = 0;
  for (const { userId } of people) {
    expired += await db.transaction(async (tx) => {
      if (!(await lockWallet(tx, userId))) return 0;
      const lots = await tx
        .select({ id: creditLots.id, remaining: creditLots.remaining, expiresAt: creditLots.expiresAt, createdAt: creditLots.createdAt })
        .from(creditLots)
        .where(and(eq(creditLots.userId, userId), lte(creditLots.expiresAt, now), gt(creditLots.remaining, 0)));
      const due = lotsToExpire(lots, now);
      for (const lot of due) {
        await tx
          .insert(creditEntries)
          .values({
            userId,
            kind: "expiry",
            amount: lot.remaining,
            lotId: lot.id,
            idempotencyKey: `expiry:${lot.id}`,
            reason: "Credits expired",
            createdAt: now,
          })
          .onConflictDoNothing();
        await tx.update(creditLots).set({ remaining: 0 }).where(eq(creditLots.id, lot.id));
      }
      return due.length;
    });
  }
  return expired;
}
