import "server-only";
import { products, payments } from "@db/schema/billing";
import { growthHooks } from "./growth-hooks";
import type { Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { findPlan, isSubscriptionPlan } from "../model/catalogue";
import { packCreditsExpireAt, subscriptionCreditsExpireAt } from "../model/credit-lots";
import type { Plan } from "../model/plan-schema";
import { minorUnitDigits } from "../model/price-selection";
import { productRowForOneTime } from "../model/product-row";
import { grantCredits } from "./grant-credits";
import { recordPayment } from "./record-charge";
import { readPaymentMethodLabel } from "./payment-event-targets";
import type { PaymentProviderName } from "./providers/payment-provider";
import { applySubscriptionEvent, type SubscriptionRow } from "./subscription-store";

/**
 * Money that came in, applied once: the `payments` row (the receipt) is unique per provider
 * payment, so whoever inserts it (the first event that tells of the payment, in whatever order
 * they come) does everything that follows from it, in the same transaction: the subscription's
 * `payment_succeeded`, the one-time purchase's products row, credits, the receipt email (queued in
 * the transaction) and `purchase_completed` on a first payment. Whoever finds it inserted does nothing.
 */

export type PaymentKind = (typeof payments.$inferInsert)["kind"];

export interface PaymentContext {
  tx: Transaction;
  plans: readonly Plan[];
  now: Date;
  /** Queues the receipt email inside `tx` (an outbox: sent exactly when the payment commits). */
  queueReceipt: (tx: Transaction, paymentId: string) => Promise<void>;
}

export interface IncomingPayment {
  userId: string;
  planId: string;
  provider: PaymentProviderName;
  providerPaymentId: string;
  amount: number;
  currency: string;
  /** When the provider took it. */
  at: Date;
  paymentMethodLabel?: string;
}

/** The credit key of a payment: a redelivered or replayed event grants nothing twice. */
export const creditKeyFor = (provider: PaymentProviderName, paymentId: string) => `payment:${provider}:${paymentId}`;

async function insertPayment(
  ctx: PaymentContext,
  payment: IncomingPayment,
  kind: PaymentKind,
  subscriptionId: string | null,
): Promise<string | undefined> {
  const label = payment.paymentMethodLabel ?? (await readPaymentMethodLabel(ctx.tx, payment.userId));
  // The one place a payment is written: the receipt email is queued there when it is new.
  const recorded = await recordPayment(
    ctx.tx,
    {
      userId: payment.userId,
      subscriptionId,
      planId: payment.planId,
      kind,
      amount: payment.amount,
      currency: payment.currency,
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      paymentMethodLabel: label,
      now: payment.at,
    },
    { queueReceipt: ctx.queueReceipt },
  );
  return recorded.inserted ? recorded.id : undefined;
}

async function grant(ctx: PaymentContext, payment: IncomingPayment, amount: number, expiresAt: Date, source: "subscription" | "pack") {
  if (amount <= 0) return "";
  if (expiresAt <= ctx.now) return "; credits already expired";
  // grantCredits opens a savepoint inside our transaction: it commits or rolls back with the payment.
  await grantCredits(
    {
      userId: payment.userId,
      amount,
      source,
      expiresAt,
      idempotencyKey: creditKeyFor(payment.provider, payment.providerPaymentId),
      reason: `${payment.planId} payment ${payment.providerPaymentId}`,
      now: ctx.now,
    },
    ctx.tx as unknown as Database,
  );
  return `; ${amount} credits`;
}

async function purchaseCompleted(ctx: PaymentContext, payment: IncomingPayment) {
  await growthHooks().recordServerEvent(
    {
      eventType: "purchase_completed",
      userId: payment.userId,
      properties: { value: payment.amount / 10 ** minorUnitDigits(payment.currency), currency: payment.currency, plan: payment.planId },
    },
    ctx.tx as unknown as Database,
  );
}

/** A payment for a subscription (its first, a trial's conversion, a renewal, a dunning retry). */
export async function recordSubscriptionPayment(
  ctx: PaymentContext,
  subscription: SubscriptionRow,
  payment: IncomingPayment,
  requestedKind?: string,
): Promise<string> {
  const first = subscription.paidPeriods === 0;
  const kind: PaymentKind = requestedKind === "upgrade" || requestedKind === "upsell" ? requestedKind : first ? "first" : "renewal";
  const paymentId = await insertPayment(ctx, payment, kind, subscription.id);
  if (paymentId === undefined) return "payment already recorded";
  const applied = await applySubscriptionEvent(
    ctx.tx,
    subscription.id,
    { type: "payment_succeeded", at: payment.at },
    { plans: ctx.plans },
  );
  let outcome = applied.ok
    ? `payment ${kind}: ${applied.after.status}`
    : `payment ${kind} recorded; state kept (${applied.reason === "refused" ? applied.refusal.code : applied.reason})`;
  const plan = findPlan(subscription.planId, ctx.plans);
  const periodEnd = applied.ok ? applied.after.periodEnd : subscription.periodEnd;
  if (plan && plan.credits > 0 && periodEnd)
    outcome += await grant(ctx, payment, plan.credits, subscriptionCreditsExpireAt(periodEnd), "subscription");
  if (first) await purchaseCompleted(ctx, payment);
  return outcome;
}

/** A one-time purchase: courses premium for its term, or a credit pack. */
export async function recordOneTimePayment(ctx: PaymentContext, payment: IncomingPayment): Promise<string> {
  const plan = findPlan(payment.planId, ctx.plans);
  if (!plan || isSubscriptionPlan(plan)) return "not a one-time plan";
  const paymentId = await insertPayment(ctx, payment, plan.period === null ? "credit_pack" : "one_time", null);
  if (paymentId === undefined) return "payment already recorded";
  let outcome = "one-time payment";
  const row = productRowForOneTime(plan, payment.at);
  if (row) {
    await ctx.tx.insert(products).values({ ownerId: payment.userId, ...row, source: "purchase" });
    outcome += `; ${plan.type} until ${row.periodEnd?.toISOString()}`;
  }
  if (plan.credits > 0) outcome += await grant(ctx, payment, plan.credits, packCreditsExpireAt(payment.at), "pack");
  await purchaseCompleted(ctx, payment);
  return outcome;
}
