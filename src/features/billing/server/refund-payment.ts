import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { billingAuditLog, payments, subscriptions } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { parseAdminInput, type AdminActor } from "./admin-input";
import { parseMajorAmount, refundPaymentInput, type RefundPaymentInput } from "../model/admin-billing-input";
import { minorUnitDigits } from "../model/price-selection";
import { getPaymentProvider } from "./payment-provider-instance";
import { isPaymentInputError, type PaymentProvider, type RefundResult } from "./providers/payment-provider";
import { recordProviderRefund } from "./record-provider-refund";
import { applySubscriptionEvent } from "./subscription-store";

export interface RefundPaymentOptions {
  /** The provider that took the payment (tests inject a sandbox). */
  provider?: PaymentProvider;
  db?: Database;
  now?: Date;
}

export interface RefundPaymentResult {
  refund: string;
  status: RefundResult["status"];
  amount: number;
  currency: string;
  /** The payment's refunded total after this call. */
  refundedAmount: number;
  /** True when this refund had been recorded already (a double submit): nothing new happened. */
  replayed: boolean;
  subscriptionCanceled: boolean;
  /** Asked to cancel, but the provider's cancel failed: the refund stands, the subscription is unchanged. */
  cancelFailed: boolean;
}

const refusal = (field: string, code: string, message: string, status: "invalid_input" | "not_found" = "invalid_input") =>
  new AppError(status, message, { fields: { [field]: code } });

/** The provider's "no such payment" (the sandbox's message, Stripe's resource_missing). */
function isUnknownPayment(error: unknown): boolean {
  if (isPaymentInputError(error)) return /^no such payment/.test(error.message);
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "resource_missing";
}

/**
 * Ends the subscription at the provider first (Stripe would go on charging one only we consider
 * ended). False when the provider failed; a subscription the provider never had is ours alone.
 */
async function cancelAtProvider(provider: PaymentProvider, db: Database, subscriptionId: string, nonce: string): Promise<boolean> {
  const [row] = await db
    .select({ providerSubscriptionId: subscriptions.providerSubscriptionId, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!row?.providerSubscriptionId || row.status === "canceled" || row.status === "expired") return true;
  try {
    await provider.cancel({
      subscription: row.providerSubscriptionId,
      atPeriodEnd: false,
      idempotencyKey: `admin-cancel:${subscriptionId}:${nonce}`,
    });
    return true;
  } catch (error) {
    logger.error({ err: error, subscriptionId }, "the provider did not cancel the subscription after an admin refund");
    return false;
  }
}

async function refundAtProvider(provider: PaymentProvider, input: Parameters<PaymentProvider["refund"]>[0]): Promise<RefundResult> {
  try {
    return await provider.refund(input);
  } catch (error) {
    if (isUnknownPayment(error)) {
      throw refusal(
        "paymentId",
        "unknownAtProvider",
        "The payment provider does not know this payment; nothing was refunded.",
        "not_found",
      );
    }
    if (isPaymentInputError(error)) throw refusal("amount", "providerRefused", `The payment provider refused: ${error.message}`);
    throw error;
  }
}

/**
 * An admin refunds a payment, whole or in part, with a reason (decision record 0019): the provider
 * refunds it under a key made of the payment and the form's nonce (a double submit is one refund),
 * then one transaction counts it on the payment (recordProviderRefund, shared with the webhook),
 * optionally cancels the subscription now (applySubscriptionEvent) and writes the audit rows.
 */
export async function refundPayment(
  admin: AdminActor,
  rawInput: RefundPaymentInput,
  options: RefundPaymentOptions = {},
): Promise<RefundPaymentResult> {
  const input = parseAdminInput(refundPaymentInput, rawInput);
  const db = options.db ?? getDb();
  const now = options.now ?? new Date();
  const provider = options.provider ?? getPaymentProvider();

  const [payment] = await db.select().from(payments).where(eq(payments.id, input.paymentId));
  if (!payment) throw refusal("paymentId", "paymentNotFound", "No payment has this id.", "not_found");
  if (payment.provider !== provider.name) {
    throw refusal("paymentId", "wrongProvider", `This payment was taken by ${payment.provider}; this server uses ${provider.name}.`);
  }
  const remaining = payment.amount - payment.refundedAmount;
  const amount = input.amount === "" ? remaining : parseMajorAmount(input.amount, minorUnitDigits(payment.currency));
  if (amount === null) throw refusal("amount", "amountInvalid", "Type an amount like 4.99, or leave it empty for all that is left.");
  if (remaining <= 0) throw refusal("amount", "nothingLeft", "This payment has been refunded in full.");
  if (amount > remaining) throw refusal("amount", "overRefund", `At most ${remaining} (minor units) can still be refunded.`);
  if (input.cancelSubscription && !payment.subscriptionId) {
    throw refusal("cancelSubscription", "noSubscription", "This payment belongs to no subscription.");
  }

  const result = await refundAtProvider(provider, {
    payment: payment.providerPaymentId,
    amount,
    idempotencyKey: `admin-refund:${payment.id}:${input.nonce}`,
  });
  if (result.status === "failed") throw refusal("amount", "refundFailed", "The payment provider could not refund this payment.");
  const cancelFailed = input.cancelSubscription ? !(await cancelAtProvider(provider, db, payment.subscriptionId!, input.nonce)) : false;

  return db.transaction(async (tx) => {
    const counted = await recordProviderRefund(tx, {
      provider: payment.provider,
      refund: result.refund,
      payment: payment.providerPaymentId,
      amount: result.amount,
      status: result.status,
    });
    if (counted.outcome === "unknown_payment") throw refusal("paymentId", "paymentNotFound", "No payment has this id.", "not_found");
    const base = { refund: result.refund, status: result.status, amount: result.amount, currency: result.currency };
    const refundedAmount = counted.payment.refundedAmount;
    // The audit row of this refund exists: a double submit, already done (the payment row is locked, so this is certain).
    const [earlier] = await tx
      .select({ id: billingAuditLog.id, details: billingAuditLog.details })
      .from(billingAuditLog)
      .where(
        and(
          eq(billingAuditLog.userId, payment.userId),
          eq(billingAuditLog.action, "refund"),
          sql`${billingAuditLog.details}->>'refund' = ${result.refund}`,
        ),
      );
    if (earlier) {
      const subscriptionCanceled = (earlier.details as { subscriptionCanceled?: boolean }).subscriptionCanceled === true;
      return { ...base, refundedAmount, replayed: true, subscriptionCanceled, cancelFailed };
    }

    let subscriptionCanceled = false;
    if (input.cancelSubscription && !cancelFailed) {
      const applied = await applySubscriptionEvent(tx, payment.subscriptionId!, { type: "cancel_now", at: now }, { now });
      subscriptionCanceled = applied.ok;
      if (applied.ok) {
        await tx.insert(billingAuditLog).values({
          userId: payment.userId,
          adminId: admin.id,
          action: "cancel_subscription",
          reason: input.reason,
          details: { subscriptionId: payment.subscriptionId, with: "refund", refund: result.refund, before: applied.before.status },
          createdAt: now,
        });
      }
    }
    await tx.insert(billingAuditLog).values({
      userId: payment.userId,
      adminId: admin.id,
      action: "refund",
      reason: input.reason,
      details: {
        paymentId: payment.id,
        receiptNumber: payment.receiptNumber,
        refund: result.refund,
        status: result.status,
        amount: result.amount,
        currency: result.currency,
        counted: counted.outcome === "counted",
        subscriptionCanceled,
        cancelFailed,
      },
      createdAt: now,
    });
    logger.info(
      { admin: admin.email, paymentId: payment.id, refund: result.refund, amount: result.amount },
      "payment refunded by an admin",
    );
    return { ...base, refundedAmount, replayed: false, subscriptionCanceled, cancelFailed };
  });
}
