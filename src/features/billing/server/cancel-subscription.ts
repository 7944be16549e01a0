import "server-only";
import { recordBillingEvent } from "./billing-analytics";
import { readAccount } from "@/features/auth/server";
import { getConfig } from "@/lib/config";
import { getDb, type Database } from "@/lib/db";
import { sendEmail, type EmailMessage } from "@/lib/delivery";
import { logger } from "@/lib/logger";
import { findPlan } from "../model/catalogue";
import { lockOwnSubscription, refusalError } from "./apply-own-subscription-event";
import { getPaymentProvider } from "./payment-provider-instance";
import type { PaymentProvider } from "./providers/payment-provider";
import { renderCancellationEmail } from "./render-subscription-emails";
import { applySubscriptionEvent, type SubscriptionRow } from "./subscription-store";

/** The reasons the cancel flow offers (single choice); the API takes any such token. */
export const CANCEL_REASONS = [
  "too_expensive",
  "not_using",
  "missing_features",
  "technical_problems",
  "found_alternative",
  "temporary",
  "other",
] as const;

export interface CancelSubscriptionInput {
  userId: string;
  subscriptionId: string;
  reason: string;
  comment?: string;
  now?: Date;
  provider?: PaymentProvider;
  send?: (message: EmailMessage) => Promise<void>;
}

/**
 * Cancels at the end of the paid period (the person keeps everything until then): the state
 * machine's cancel_at_period_end with the reason stored; a provider that renews by itself is told
 * too, so it never charges again. Then the `subscription_canceled` event (reason, plan) and the
 * confirmation email that says what stays until when (a failed email is logged, the cancel stands).
 */
export async function cancelSubscription(input: CancelSubscriptionInput, db: Database = getDb()): Promise<SubscriptionRow> {
  const now = input.now ?? new Date();
  const provider = input.provider ?? getPaymentProvider();
  const row = await db.transaction(async (tx) => {
    const own = await lockOwnSubscription(tx, input.userId, input.subscriptionId);
    const applied = await applySubscriptionEvent(
      tx,
      own.id,
      { type: "cancel_at_period_end", at: now },
      { extra: { cancelReason: input.reason, cancelComment: input.comment ?? null } },
    );
    if (!applied.ok) throw refusalError(applied.reason === "refused" ? applied.refusal : { code: "not_found" });
    if (provider.renewsItself && own.providerSubscriptionId !== null) {
      await provider.cancel({
        subscription: own.providerSubscriptionId,
        atPeriodEnd: true,
        idempotencyKey: `cancel:${own.id}:${own.periodEnd?.toISOString()}`,
      });
    }
    return applied.row;
  });
  const plan = findPlan(row.planId);
  await recordBillingEvent({
    eventType: "subscription_canceled",
    userId: input.userId,
    properties: { reason: input.reason, plan: row.planId, status: row.status, ...(input.comment ? { comment: input.comment } : {}) },
  });
  try {
    const account = await readAccount(input.userId, db);
    if (account && !/\.invalid$/i.test(account.email) && row.periodEnd !== null) {
      await (input.send ?? sendEmail)(
        await renderCancellationEmail({
          to: account.email,
          locale: account.locale,
          origin: getConfig().PUBLIC_ORIGIN,
          productType: plan?.type ?? "",
          accessUntil: row.periodEnd,
        }),
      );
    }
  } catch (error) {
    logger.error({ err: error, subscriptionId: row.id }, "cancellation email not sent");
  }
  return row;
}
