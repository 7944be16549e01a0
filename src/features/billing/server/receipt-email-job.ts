import "server-only";
import { eq } from "drizzle-orm";
import { payments } from "@db/schema/billing";
import { readAccount } from "@/features/auth/server";
import { getConfig } from "@/lib/config";
import { getDb, type Database } from "@/lib/db";
import { sendEmail, type EmailMessage } from "@/lib/delivery";
import { sendJob, transactionExecutor } from "@/lib/jobs";
import type { Transaction } from "@/lib/ownership/types";
import { renderReceiptEmail } from "./render-receipt-email";

/** The job that emails one receipt (jobs/send-receipt.ts). */
export const SEND_RECEIPT_JOB = "billing.send-receipt";

/** Accounts without a real address (anonymous visitors) end in this reserved domain. */
const NO_MAILBOX = /\.invalid$/i;

/**
 * Queues the receipt of a payment inside the transaction that records it: the run exists exactly
 * when the payment commits (never for a rolled-back one, never twice for one payment, since the
 * payments row is inserted once). The email itself is then sent at least once by the job.
 */
export function queueReceiptEmail(tx: Transaction, paymentId: string): Promise<void> {
  return sendJob(SEND_RECEIPT_JOB, { paymentId }, { db: transactionExecutor(tx) });
}

/** Sends the receipt of one payment (nothing for a payment that is gone or an account without an address). */
export async function sendReceiptEmail(
  paymentId: string,
  deps: { db?: Database; send?: (message: EmailMessage) => Promise<void>; origin?: string } = {},
): Promise<boolean> {
  const db = deps.db ?? getDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) return false;
  const account = await readAccount(payment.userId, db);
  if (!account || NO_MAILBOX.test(account.email)) return false;
  const message = await renderReceiptEmail({
    to: account.email,
    locale: account.locale,
    receiptNumber: payment.receiptNumber,
    planId: payment.planId,
    amount: payment.amount,
    currency: payment.currency,
    paidAt: payment.createdAt,
    paymentMethodLabel: payment.paymentMethodLabel,
    origin: deps.origin ?? getConfig().PUBLIC_ORIGIN,
  });
  await (deps.send ?? sendEmail)(message);
  return true;
}
