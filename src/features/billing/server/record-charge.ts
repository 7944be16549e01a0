import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { payments } from "@db/schema/billing";
import type { Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { subscriptionCreditsExpireAt } from "../model/credit-lots";
import type { Plan } from "../model/plan-schema";
import { grantCredits } from "./grant-credits";
import type { PaymentProviderName } from "./providers/payment-provider";
import { queueReceiptEmail } from "./receipt-email-job";

export type PaymentKind = (typeof payments.$inferInsert)["kind"];

export interface PaymentRecord {
  userId: string;
  subscriptionId?: string | null;
  planId: string;
  kind: PaymentKind;
  amount: number;
  currency: string;
  provider: PaymentProviderName;
  providerPaymentId: string;
  paymentMethodLabel?: string | null;
  now: Date;
}

/** Queues the receipt email of a payment inside the transaction that records it (an outbox). */
export type QueueReceipt = (tx: Transaction, paymentId: string) => Promise<void>;

/**
 * Writes the receipt of a charge that went through, once per provider payment: a second call for
 * the same payment (a replayed job, a concurrent request, the provider's later event) finds it and
 * answers `inserted: false`, so whatever the payment buys is granted only by the call that
 * inserted it. That call also queues the receipt email, in the same transaction: every payment,
 * whichever path records it (a webhook, an upgrade, a renewal, a one-click purchase), is emailed
 * exactly once.
 */
export async function recordPayment(
  tx: Transaction,
  record: PaymentRecord,
  { queueReceipt = queueReceiptEmail }: { queueReceipt?: QueueReceipt } = {},
): Promise<{ id: string; inserted: boolean }> {
  const [inserted] = await tx
    .insert(payments)
    .values({
      userId: record.userId,
      subscriptionId: record.subscriptionId ?? null,
      planId: record.planId,
      kind: record.kind,
      amount: record.amount,
      currency: record.currency,
      provider: record.provider,
      providerPaymentId: record.providerPaymentId,
      paymentMethodLabel: record.paymentMethodLabel ?? null,
      createdAt: record.now,
    })
    .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] })
    .returning({ id: payments.id });
  if (inserted) {
    await queueReceipt(tx, inserted.id);
    return { id: inserted.id, inserted: true };
  }
  const samePayment = and(eq(payments.provider, record.provider), eq(payments.providerPaymentId, record.providerPaymentId));
  // A later event may know the card the first one did not (a provider's events come in any
  // order): the receipt gains it, nothing else changes.
  if (record.paymentMethodLabel) {
    await tx
      .update(payments)
      .set({ paymentMethodLabel: record.paymentMethodLabel })
      .where(and(samePayment, isNull(payments.paymentMethodLabel)));
  }
  const [existing] = await tx.select({ id: payments.id }).from(payments).where(samePayment);
  return { id: existing!.id, inserted: false };
}

/** The wallet's idempotency key for what a payment grants: a replay of the same payment grants nothing. */
export const paymentGrantKey = (provider: PaymentProviderName, providerPaymentId: string) => `payment:${provider}:${providerPaymentId}`;

/**
 * Grants credits inside the caller's transaction (a savepoint), so the receipt, the state and the
 * credits commit together. grantCredits opens its own transaction on whatever it is given; a
 * drizzle transaction opens a savepoint the same way.
 */
export function grantCreditsWithin(tx: Transaction, input: Parameters<typeof grantCredits>[0]) {
  return grantCredits(input, tx as unknown as Database);
}

/** A tutoring subscription's credits for the period a payment opened (lifetime: model/credit-lots.ts). */
export async function grantPeriodCredits(
  tx: Transaction,
  input: {
    userId: string;
    plan: Plan;
    credits?: number;
    periodEnd: Date;
    provider: PaymentProviderName;
    providerPaymentId: string;
    now: Date;
  },
) {
  const amount = input.credits ?? input.plan.credits;
  if (amount <= 0) return null;
  return grantCreditsWithin(tx, {
    userId: input.userId,
    amount,
    source: "subscription",
    expiresAt: subscriptionCreditsExpireAt(input.periodEnd),
    idempotencyKey: paymentGrantKey(input.provider, input.providerPaymentId),
    reason: `${input.plan.id} period until ${input.periodEnd.toISOString().slice(0, 10)}`,
    now: input.now,
  });
}
