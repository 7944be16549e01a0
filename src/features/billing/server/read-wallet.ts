import "server-only";
import { and, desc, eq, gt } from "drizzle-orm";
import { creditEntries, creditLots } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import { balanceAt, liveLots, type CreditSource } from "../model/credit-lots";

/** Entries of the history a wallet shows (newest first). */
export const WALLET_HISTORY_LIMIT = 100;

export interface WalletLot {
  id: string;
  source: CreditSource;
  granted: number;
  remaining: number;
  expiresAt: Date;
  createdAt: Date;
}

export interface WalletEntry {
  id: string;
  kind: "grant" | "spend" | "refund" | "expiry";
  amount: number;
  reason: string;
  createdAt: Date;
}

export interface Wallet {
  /** Credits spendable at `now`. */
  balance: number;
  /** The live lots with credits left, in the order spends take them (first to expire first). */
  lots: WalletLot[];
  /** The last WALLET_HISTORY_LIMIT ledger entries, newest first. */
  history: WalletEntry[];
}

/** A person's wallet at `now`: balance, lots with their expiry dates, and history. Only their own rows. */
export async function readWallet(userId: string, now: Date = new Date(), db: Database = getDb()): Promise<Wallet> {
  const [lots, history] = await Promise.all([
    db
      .select({
        id: creditLots.id,
        source: creditLots.source,
        granted: creditLots.granted,
        remaining: creditLots.remaining,
        expiresAt: creditLots.expiresAt,
        createdAt: creditLots.createdAt,
      })
      .from(creditLots)
      .where(and(eq(creditLots.userId, userId), gt(creditLots.remaining, 0), gt(creditLots.expiresAt, now))),
    db
      .select({
        id: creditEntries.id,
        kind: creditEntries.kind,
        amount: creditEntries.amount,
        reason: creditEntries.reason,
        createdAt: creditEntries.createdAt,
      })
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId))
      .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
      .limit(WALLET_HISTORY_LIMIT),
  ]);
  return { balance: balanceAt(lots, now), lots: liveLots(lots, now), history };
}
