import "server-only";
import { findPlan, PLANS } from "../model/catalogue";
import { chargeDue, nextWakeUp } from "../model/subscription";
import { renewalChargeKey } from "../model/wake-up";
import type { Transaction } from "@/lib/ownership/types";
import type { ChargeResult, PaymentProvider } from "./providers/payment-provider";
import { grantPeriodCredits, recordPayment } from "./record-charge";
import { readSavedCard } from "./saved-card";
import { applySubscriptionEvent, rowToSubscription, type SubscriptionRow } from "./subscription-store";

export type RenewalOutcome =
  | { kind: "renewed"; row: SubscriptionRow; paymentId: string }
  | { kind: "failed"; row: SubscriptionRow; amount: number; nextRetryAt: Date | null }
  /** The charge is still being processed at the provider: its webhook finishes the work. */
  | { kind: "waiting"; row: SubscriptionRow }
  | { kind: "nothing"; row: SubscriptionRow };

/**
 * Collects the outstanding charge of a locked subscription row (a trial's first charge, a
 * renewal, a dunning retry) from the saved card and applies the result through the state machine,
 * in the caller's transaction: on success the receipt (kind renewal) and, for tutoring, the
 * period's credits; on failure past_due (or expired after the last retry). The provider's
 * idempotency key (renewalChargeKey) makes a replayed run get the first answer, never a second charge.
 */
export async function collectRenewal(tx: Transaction, row: SubscriptionRow, provider: PaymentProvider, now: Date): Promise<RenewalOutcome> {
  const subscription = rowToSubscription(row);
  const due = chargeDue(subscription);
  const key = renewalChargeKey(row.id, subscription);
  const plan = findPlan(subscription.planId, PLANS);
  if (due === null || key === null || plan === undefined || due.amount <= 0) return { kind: "nothing", row };
  const card = await readSavedCard(row.userId, tx);
  let result: ChargeResult;
  if (card === null || card.provider !== provider.name) {
    result = { status: "failed", reason: "card_not_supported", message: "No saved card at this provider." };
  } else {
    result = await provider.chargeSaved({
      customer: card.customer,
      paymentMethod: card.paymentMethod,
      amount: due.amount,
      currency: due.currency,
      idempotencyKey: key,
      description: plan.id,
      // Not `subscription`: this charge is ours, recorded here; its webhook has nothing left to do.
      metadata: { purpose: "renewal", lingoraSubscriptionId: row.id, planId: plan.id },
    });
  }
  if (result.status === "processing") return { kind: "waiting", row };
  if (result.status === "succeeded") {
    const applied = await applySubscriptionEvent(tx, row.id, { type: "payment_succeeded", at: now });
    if (!applied.ok) return { kind: "nothing", row };
    const payment = await recordPayment(tx, {
      userId: row.userId,
      subscriptionId: row.id,
      planId: plan.id,
      kind: "renewal",
      amount: due.amount,
      currency: due.currency,
      provider: provider.name,
      providerPaymentId: result.payment,
      paymentMethodLabel: card?.label ?? null,
      now,
    });
    if (payment.inserted) {
      await grantPeriodCredits(tx, {
        userId: row.userId,
        plan,
        periodEnd: applied.after.periodEnd!,
        provider: provider.name,
        providerPaymentId: result.payment,
        now,
      });
    }
    return { kind: "renewed", row: applied.row, paymentId: payment.id };
  }
  // Declined, or the bank wants the person present (an off-session charge cannot authenticate).
  const applied = await applySubscriptionEvent(tx, row.id, { type: "payment_failed", at: now });
  if (!applied.ok) return { kind: "nothing", row };
  const nextRetryAt = applied.after.status === "past_due" ? nextWakeUp(applied.after) : null;
  return { kind: "failed", row: applied.row, amount: due.amount, nextRetryAt };
}
