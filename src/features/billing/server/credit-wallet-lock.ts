import { and, eq } from "drizzle-orm";
import { creditEntries, creditWallets } from "@db/schema/billing";
import { AppError } from "@/lib/errors";
import type { Transaction } from "@/lib/ownership/types";

/**
 * Locks the person's wallet row for the rest of the transaction (decision record 0012): every
 * grant, spend, refund and expiry of one person runs after the previous one committed, so two
 * spends can never take the same credit. With `create`, the row is made first (a first grant).
 * Returns false when the person has no wallet (never held credits) and `create` is not set.
 */
export async function lockWallet(tx: Transaction, userId: string, create = false): Promise<boolean> {
  if (create) await tx.insert(creditWallets).values({ userId }).onConflictDoNothing();
  const rows = await tx.select({ userId: creditWallets.userId }).from(creditWallets).where(eq(creditWallets.userId, userId)).for("update");
  return rows.length > 0;
}

/** The entry a person already wrote with this idempotency key, if any (read under the wallet lock). */
export async function findEntryByKey(tx: Transaction, userId: string, idempotencyKey: string) {
  const [entry] = await tx
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.userId, userId), eq(creditEntries.idempotencyKey, idempotencyKey)));
  return entry;
}

/** Refuses what no caller should send: a non-whole or non-positive amount, an empty key or reason. */
export function assertCreditInput(input: { amount?: number; idempotencyKey: string; reason: string }): void {
  const fields: Record<string, string> = {};
  if (input.amount !== undefined && (!Number.isSafeInteger(input.amount) || input.amount <= 0)) fields.amount = "amountInvalid";
  if (input.idempotencyKey.length < 1 || input.idempotencyKey.length > 200) fields.idempotencyKey = "idempotencyKeyInvalid";
  if (input.reason.trim().length === 0) fields.reason = "reasonRequired";
  if (Object.keys(fields).length > 0) throw new AppError("invalid_input", "The credit operation is not valid.", { fields });
}

/** The key was used before for another operation (or another amount): a caller's bug, never replayed. */
export function keyReusedError(idempotencyKey: string): AppError {
  return new AppError("invalid_input", `The idempotency key "${idempotencyKey}" was already used for a different credit operation.`, {
    fields: { idempotencyKey: "idempotencyKeyReused" },
  });
}
