import "server-only";
import { eq } from "drizzle-orm";
import { payments, products } from "@db/schema/billing";
import type { Transaction } from "@/lib/ownership/types";
import { packCreditsExpireAt } from "../model/credit-lots";
import type { Currency, Plan } from "../model/plan-schema";
import { productRowForOneTime } from "../model/product-row";
import { startSubscription } from "../model/subscription";
import { grantCreditsWithin, grantPeriodCredits, paymentGrantKey, recordPayment, type PaymentKind } from "./record-charge";
import type { PaymentProviderName } from "./providers/payment-provider";
import { applySubscriptionEvent, insertSubscription } from "./subscription-store";

export interface OneTimePurchase {
  userId: string;
  plan: Plan;
  kind: PaymentKind;
  amount: number;
  currency: Currency;
  provider: PaymentProviderName;
  providerPaymentId: string;
  paymentMethodLabel: string | null;
  now: Date;
}

export type PurchaseRecorded = { paymentId: string; replayed: boolean; subscriptionId: string | null };

/**
 * Applies a purchase paid in one charge exactly as a completed checkout does (the upsell's path):
 * the receipt, then what it buys: a credit pack's credits (6 months), a one-time term of courses
 * premium (its products row), or, for a subscription plan, a new subscription whose first payment
 * is this charge (through the state machine, with the period's credits for tutoring). Once per
 * provider payment: a replay finds the receipt and grants nothing.
 */
export async function recordOneTimePurchase(tx: Transaction, purchase: OneTimePurchase): Promise<PurchaseRecorded> {
  const { plan, now } = purchase;
  if (plan.period !== null && plan.purchaseType !== "oneTime") {
    const started = startSubscription({ planId: plan.id, currency: purchase.currency, isTrialEligible: false });
    if (!started.ok) throw new Error(`cannot start ${plan.id}: ${started.code}`);
    const payment = await recordPayment(tx, { ...purchase, planId: plan.id });
    if (!payment.inserted) return { paymentId: payment.id, replayed: true, subscriptionId: null };
    const row = await insertSubscription(
      { userId: purchase.userId, subscription: started.subscription, provider: purchase.provider },
      tx,
      now,
    );
    const applied = await applySubscriptionEvent(tx, row.id, { type: "payment_succeeded", at: now });
    if (!applied.ok) throw new Error(`the first payment of ${row.id} was refused`);
    await tx.update(payments).set({ subscriptionId: row.id }).where(eq(payments.id, payment.id));
    await grantPeriodCredits(tx, { ...purchase, periodEnd: applied.after.periodEnd!, providerPaymentId: purchase.providerPaymentId });
    return { paymentId: payment.id, replayed: false, subscriptionId: row.id };
  }
  const payment = await recordPayment(tx, { ...purchase, planId: plan.id });
  if (!payment.inserted) return { paymentId: payment.id, replayed: true, subscriptionId: null };
  const row = productRowForOneTime(plan, now);
  if (row !== null) await tx.insert(products).values({ ownerId: purchase.userId, ...row, source: "purchase" });
  if (plan.credits > 0) {
    await grantCreditsWithin(tx, {
      userId: purchase.userId,
      amount: plan.credits,
      source: "pack",
      expiresAt: packCreditsExpireAt(now),
      idempotencyKey: paymentGrantKey(purchase.provider, purchase.providerPaymentId),
      reason: `${plan.id} bought`,
      now,
    });
  }
  return { paymentId: payment.id, replayed: false, subscriptionId: null };
}
