import { eq, sql } from "drizzle-orm";
import { creditLots, creditWallets } from "@db/schema/billing";
import { movedOnSignUpAndSignIn } from "@/lib/ownership/reassign";
import type { OwnedRecords, Transaction } from "@/lib/ownership/types";

/**
 * Credits follow the person: on sign-up and on sign-in an anonymous visitor's lots and ledger move
 * to the account and add to its balance. When the visitor has a wallet, it is locked, the account's
 * wallet row is made (if need be) and locked, and the visitor's removed, so no spend of either runs
 * while they merge. A visitor without credits leaves no wallet behind on the account.
 */
async function mergeWallet(tx: Transaction, from: string, to: string): Promise<void> {
  const visitor = await tx.select().from(creditWallets).where(eq(creditWallets.userId, from)).for("update");
  if (visitor.length === 0) return;
  await tx.insert(creditWallets).values({ userId: to }).onConflictDoNothing();
  await tx.select().from(creditWallets).where(eq(creditWallets.userId, to)).for("update");
  await tx.delete(creditWallets).where(eq(creditWallets.userId, from));
}

export const creditWalletOwnership: OwnedRecords = {
  table: "credit_wallets",
  rule: "Credits move to the account in both cases: its wallet is kept (or made) and the visitor's removed; lots and ledger follow.",
  moveAll: mergeWallet,
  mergeInto: mergeWallet,
};

export const creditLotOwnership = movedOnSignUpAndSignIn(
  creditLots,
  { key: "userId", column: creditLots.userId },
  "Credit lots move to the account in both cases (their credits add to its balance, expiry dates unchanged).",
);

/**
 * Ledger entries move with their owner. An idempotency key the account already used is kept
 * distinct by a `merged:<visitor id>:` prefix, so neither operation can be replayed as the other.
 */
async function moveEntries(tx: Transaction, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    update credit_entries e
    set user_id = ${to},
      idempotency_key = case
        when exists (select 1 from credit_entries t where t.user_id = ${to} and t.idempotency_key = e.idempotency_key)
        then left('merged:' || ${from} || ':' || e.idempotency_key, 200)
        else e.idempotency_key
      end
    where e.user_id = ${from}`);
}

export const creditEntryOwnership: OwnedRecords = {
  table: "credit_entries",
  rule: "The credit ledger moves to the account in both cases; a key the account already used gets a `merged:` prefix.",
  moveAll: moveEntries,
  mergeInto: moveEntries,
};
