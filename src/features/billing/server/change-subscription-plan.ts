import "server-only";
import { getDb, type Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Transaction } from "@/lib/ownership/types";
import { classifyPlanChange, upgradeCharge, type PlanChange } from "../model/change-plan";
import { prorateCount } from "../model/proration";
import { assertManagedHere, lockOwnSubscription, refusalError } from "./apply-own-subscription-event";
import { getPaymentProvider } from "./payment-provider-instance";
import type { PaymentProvider } from "./providers/payment-provider";
import { grantPeriodCredits, recordPayment } from "./record-charge";
import { readSavedCard } from "./saved-card";
import { applySubscriptionEvent, rowToSubscription, type SubscriptionRow } from "./subscription-store";

export interface PlanChangePreview {
  kind: PlanChange["kind"];
  planId: string;
  /** Minor units charged now (0 for a downgrade, a trial or taking back a waiting downgrade). */
  amount: number;
  currency: string;
  /** When the new plan applies: now (upgrade, trial) or at the renewal (downgrade). */
  effectiveAt: string;
}

function preview(row: SubscriptionRow, planId: string, now: Date): { change: PlanChange; preview: PlanChangePreview } {
  const subscription = rowToSubscription(row);
  if (subscription.isPaymentDue || !["trialing", "active"].includes(subscription.status)) {
    throw refusalError({ code: subscription.isPaymentDue ? "period_over" : "not_allowed_in_state" });
  }
  const classified = classifyPlanChange(subscription, planId);
  if (!classified.ok) throw refusalError(classified);
  const { change } = classified;
  const amount = change.kind === "upgrade" ? upgradeCharge(subscription, change, now) : 0;
  const atRenewal = change.kind === "downgrade" && subscription.status !== "trialing";
  return {
    change,
    preview: {
      kind: change.kind,
      planId: change.plan.id,
      amount,
      currency: row.currency,
      effectiveAt: (atRenewal ? row.periodEnd! : now).toISOString(),
    },
  };
}

/** What changing to `planId` would do: upgrade or downgrade, the amount charged now, when it applies. Nothing changes. */
export async function previewPlanChange(
  input: { userId: string; subscriptionId: string; planId: string; now?: Date },
  db: Database = getDb(),
) {
  return db.transaction(
    async (tx) => preview(await lockOwnSubscription(tx, input.userId, input.subscriptionId), input.planId, input.now ?? new Date()).preview,
  );
}

/** Tutoring credits an upgrade adds for the rest of the period: the difference, prorated like the money. */
async function grantUpgradeCredits(
  tx: Transaction,
  row: SubscriptionRow,
  change: Extract<PlanChange, { kind: "upgrade" }>,
  after: SubscriptionRow,
  payment: string,
  provider: PaymentProvider,
  now: Date,
) {
  const extra = change.plan.credits - change.from.credits;
  if (extra <= 0 || after.periodStart === null || after.periodEnd === null) return;
  const credits = change.restartsPeriod
    ? change.plan.credits
    : prorateCount(extra, { periodStart: after.periodStart, periodEnd: after.periodEnd, at: now });
  if (credits > 0) {
    await grantPeriodCredits(tx, {
      userId: row.userId,
      plan: change.plan,
      credits,
      periodEnd: after.periodEnd,
      provider: provider.name,
      providerPaymentId: payment,
      now,
    });
  }
}

/**
 * Changes plan. An upgrade charges the prorated difference now with the saved card (idempotency
 * key: subscription, target plan and period, so a double click charges once) and only then applies
 * change_plan, with its receipt (kind upgrade) and, for tutoring, the prorated extra credits; a
 * declined card or one that asks for authentication changes nothing (400 with the reason). A
 * downgrade waits for the renewal. The row stays locked throughout.
 */
export async function changeSubscriptionPlan(
  input: { userId: string; subscriptionId: string; planId: string; now?: Date; provider?: PaymentProvider },
  db: Database = getDb(),
): Promise<SubscriptionRow> {
  const now = input.now ?? new Date();
  const provider = input.provider ?? getPaymentProvider();
  return db.transaction(async (tx) => {
    const row = await lockOwnSubscription(tx, input.userId, input.subscriptionId);
    assertManagedHere(row, provider);
    const { change, preview: quote } = preview(row, input.planId, now);
    let payment: string | null = null;
    if (change.kind === "upgrade" && quote.amount > 0) {
      const card = await readSavedCard(row.userId, tx);
      if (card === null || card.provider !== provider.name) throw refusalError({ code: "no_saved_card" });
      const result = await provider.chargeSaved({
        customer: card.customer,
        paymentMethod: card.paymentMethod,
        amount: quote.amount,
        currency: row.currency,
        idempotencyKey: `upgrade:${row.id}:${change.plan.id}:${row.periodStart?.toISOString()}`,
        description: change.plan.id,
        metadata: { purpose: "upgrade", lingoraSubscriptionId: row.id, planId: change.plan.id },
      });
      if (result.status !== "succeeded") {
        const reason = result.status === "failed" ? result.reason : "authentication_required";
        throw new AppError("invalid_input", "The saved card was not charged; nothing changed.", { fields: { payment: reason } });
      }
      payment = result.payment;
      await recordPayment(tx, {
        userId: row.userId,
        subscriptionId: row.id,
        planId: change.plan.id,
        kind: "upgrade",
        amount: quote.amount,
        currency: row.currency,
        provider: provider.name,
        providerPaymentId: payment,
        paymentMethodLabel: card.label,
        now,
      });
    }
    const applied = await applySubscriptionEvent(tx, row.id, { type: "change_plan", at: now, planId: change.plan.id });
    if (!applied.ok) throw refusalError(applied.reason === "refused" ? applied.refusal : { code: "not_found" });
    if (change.kind === "upgrade" && payment !== null) await grantUpgradeCredits(tx, row, change, applied.row, payment, provider, now);
    return applied.row;
  });
}
