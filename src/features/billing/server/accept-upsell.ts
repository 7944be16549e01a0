import "server-only";
import { recordBillingEvent } from "./billing-analytics";
import { getDb, type Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { DeclineReason, PaymentProvider } from "./providers/payment-provider";
import { findUpsellSituation } from "./find-upsell-offer";
import { getPaymentProvider } from "./payment-provider-instance";
import { recordOneTimePurchase } from "./record-one-time-purchase";

export type UpsellAnswer = { status: "succeeded" } | { status: "requires_action" | "failed"; reason: DeclineReason };

/**
 * Takes the standing offer with one click on the saved card. The offer is worked out again on the
 * server (the browser sends only its id); the charge's idempotency key is offer + person + the
 * purchase it follows, so a double click or a retry charges once and a second request answers
 * "succeeded" again. Success applies the purchase as a checkout would (recordOneTimePurchase) and
 * records `upsell_accepted`; a bank that asks for authentication or a decline is answered as such,
 * with nothing bought.
 */
export async function acceptUpsell(
  input: { userId: string; offerId: string; now?: Date; provider?: PaymentProvider },
  db: Database = getDb(),
): Promise<UpsellAnswer> {
  const now = input.now ?? new Date();
  const provider = input.provider ?? getPaymentProvider();
  const situation = await findUpsellSituation(input.userId, now, db);
  if (situation === null || situation.offer.offerId !== input.offerId) throw new AppError("not_found", "There is no such offer.");
  if (situation.isTaken) return { status: "succeeded" };
  const { quote, card } = situation;
  if (card.provider !== provider.name) throw new AppError("not_found", "There is no such offer.");
  const result = await provider.chargeSaved({
    customer: card.customer,
    paymentMethod: card.paymentMethod,
    amount: quote.amount,
    currency: quote.currency,
    idempotencyKey: `upsell:${quote.offerId}:${input.userId}:${situation.triggerPaymentId}`,
    description: quote.plan.id,
    metadata: { purpose: "upsell", offerId: quote.offerId, planId: quote.plan.id, userId: input.userId },
  });
  if (result.status === "requires_action") return { status: "requires_action", reason: "authentication_required" };
  if (result.status === "failed") return { status: "failed", reason: result.reason };
  if (result.status === "processing") return { status: "failed", reason: "processing_error" };
  const recorded = await db.transaction((tx) =>
    recordOneTimePurchase(tx, {
      userId: input.userId,
      plan: quote.plan,
      kind: "upsell",
      amount: quote.amount,
      currency: quote.currency,
      provider: provider.name,
      providerPaymentId: result.payment,
      paymentMethodLabel: card.label,
      now,
    }),
  );
  if (!recorded.replayed) {
    await recordBillingEvent({
      eventType: "upsell_accepted",
      userId: input.userId,
      properties: { offer: quote.offerId, plan: quote.plan.id, value: quote.amount, currency: quote.currency },
    });
  }
  return { status: "succeeded" };
}
