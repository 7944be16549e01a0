import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { payments, webhookEvents } from "@db/schema/billing";
import type { Transaction } from "@/lib/ownership/types";
import type { PaymentProviderName, RefundResult } from "./providers/payment-provider";

export type PaymentRow = typeof payments.$inferSelect;

/** A refund as the provider reports it: the answer to `refund()`, or a `refund.updated` event. */
export interface ProviderRefund {
  provider: PaymentProviderName;
  /** The provider's refund id (sandbox `re_sbx_…`, Stripe `re_…`): the key it is counted under. */
  refund: string;
  /** The provider's payment id. */
  payment: string;
  amount: number;
  status: RefundResult["status"];
}

export type RecordRefundOutcome =
  { outcome: "counted" | "already_counted" | "not_final"; payment: PaymentRow } | { outcome: "unknown_payment" };

/** The marker row that says a refund was counted (decision record 0019). */
export const refundMarkerId = (refund: string) => `refund:${refund}`;

/**
 * Adds a provider's refund to `payments.refundedAmount`, exactly once per refund id, inside the
 * caller's transaction. The admin's refund (with the provider's answer) and the `refund.updated`
 * webhook both call this; whichever comes first counts the refund, the other finds its marker
 * and adds nothing. Only a succeeded refund counts (a pending one is counted by the event that
 * says it succeeded). The payment row is locked first, so two callers never interleave.
 */
export async function recordProviderRefund(tx: Transaction, refund: ProviderRefund): Promise<RecordRefundOutcome> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, refund.provider), eq(payments.providerPaymentId, refund.payment)))
    .for("update");
  if (!payment) return { outcome: "unknown_payment" };
  if (refund.status !== "succeeded") return { outcome: "not_final", payment };
  const marked = await tx
    .insert(webhookEvents)
    .values({
      provider: refund.provider,
      eventId: refundMarkerId(refund.refund),
      type: "refund.counted",
      outcome: `counted ${refund.amount} on payment ${payment.id}`,
    })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  if (marked.length === 0) return { outcome: "already_counted", payment };
  // Never above the amount paid (the table's check refuses it too): the provider refuses more, so a cap means a bug.
  const [updated] = await tx
    .update(payments)
    .set({ refundedAmount: sql`least(${payments.amount}, ${payments.refundedAmount} + ${refund.amount})` })
    .where(eq(payments.id, payment.id))
    .returning();
  return { outcome: "counted", payment: updated! };
}
