import "server-only";
import { and, eq } from "drizzle-orm";
import { webhookEvents } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { PLANS } from "../model/catalogue";
import type { Plan } from "../model/plan-schema";
import {
  completeCheckout,
  completeCheckoutOf,
  findSubscription,
  linkProviderSubscription,
  lockCheckout,
  saveBillingCustomer,
  type CheckoutRow,
} from "./payment-event-targets";
import type { PaymentEvent, PaymentProvider } from "./providers/payment-provider";
import { recordProviderRefund } from "./record-provider-refund";
import { recordOneTimePayment, recordSubscriptionPayment, type IncomingPayment, type PaymentContext } from "./record-payment";
import { queueReceiptEmail } from "./receipt-email-job";
import { applySubscriptionEvent, lockSubscription, type ApplyOutcome } from "./subscription-store";

/**
 * Applies one verified provider event exactly once (decision record 0016). ONE transaction inserts
 * the event's `webhook_events` row and makes every change the event brings; a second delivery of
 * the same event id finds the row (waiting for the first delivery's transaction if it is still
 * running) and changes nothing. A crash anywhere before the commit leaves no row and no change,
 * so the provider's redelivery does the whole work once.
 *
 * Order does not matter: money is recorded by the first event that tells of a payment (the
 * payments row is unique per provider payment), and the subscription's state only moves through
 * the state machine, which refuses what is stale (a replayed payment, a cancel of a canceled one).
 */

export interface PaymentEventDeps {
  db?: Database;
  /** Re-reads a subscription where the order of events matters (Stripe's subscription.updated). */
  provider?: Pick<PaymentProvider, "getSubscription">;
  plans?: readonly Plan[];
  now?: () => Date;
  /** Queues the receipt email in the transaction (default: a run of billing.send-receipt). */
  queueReceipt?: (tx: Transaction, paymentId: string) => Promise<void>;
}

export type ProcessResult = { duplicate: true } | { duplicate: false; outcome: string };

/** Thrown when an event cannot be placed yet (a payment for a subscription not linked yet): answer 500, the provider retries. */
export class EventNotPlaceableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EventNotPlaceableError";
  }
}

export async function processPaymentEvent(event: PaymentEvent, deps: PaymentEventDeps = {}): Promise<ProcessResult> {
  const db = deps.db ?? getDb();
  const now = (deps.now ?? (() => new Date()))();
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ provider: event.provider, eventId: event.id, type: event.type, outcome: "applying", processedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (!fresh) return { duplicate: true } as const;
    const ctx: PaymentContext = { tx, plans: deps.plans ?? PLANS, now, queueReceipt: deps.queueReceipt ?? queueReceiptEmail };
    const outcome = await applyPaymentEvent(ctx, event, deps);
    await tx
      .update(webhookEvents)
      .set({ outcome: outcome.slice(0, 500) })
      .where(and(eq(webhookEvents.provider, event.provider), eq(webhookEvents.eventId, event.id)));
    return { duplicate: false, outcome } as const;
  });
}

const describe = (applied: ApplyOutcome) =>
  applied.ok ? `→ ${applied.after.status}` : applied.reason === "refused" ? `stale (${applied.refusal.code})` : "unknown subscription";

function checkoutPayment(checkout: CheckoutRow, payment: Omit<IncomingPayment, "userId" | "planId" | "provider">): IncomingPayment {
  return { ...payment, userId: checkout.userId, planId: checkout.planId, provider: checkout.provider };
}

/** The first payment of a checkout, told by checkout.completed or payment.succeeded (whichever comes first does the work). */
async function settleCheckoutPayment(ctx: PaymentContext, checkout: CheckoutRow, payment: IncomingPayment): Promise<string> {
  await completeCheckout(ctx.tx, checkout.id, payment.at);
  if (checkout.subscriptionId === null) return recordOneTimePayment(ctx, payment);
  const subscription = await lockSubscription(ctx.tx, checkout.subscriptionId);
  if (!subscription) return "the checkout's subscription is gone";
  return recordSubscriptionPayment(ctx, subscription, payment);
}

/**
 * A checkout's event (checkout.completed or payment.succeeded, whichever comes first) saves the
 * buyer's customer and card and links the provider's subscription to ours.
 */
async function adoptCheckoutCustomer(
  ctx: PaymentContext,
  checkout: CheckoutRow,
  event: CustomerDetails & { provider: PaymentEvent["provider"]; occurredAt: Date; subscription?: string },
): Promise<void> {
  await saveBillingCustomer(ctx.tx, { userId: checkout.userId, provider: event.provider, ...pick(event), at: event.occurredAt });
  if (checkout.subscriptionId) await linkProviderSubscription(ctx.tx, checkout.subscriptionId, event.subscription);
}

async function applyPaymentEvent(ctx: PaymentContext, event: PaymentEvent, deps: PaymentEventDeps): Promise<string> {
  const { tx } = ctx;
  switch (event.type) {
    case "checkout.completed": {
      const checkout = await lockCheckout(tx, event.provider, { metadata: event.metadata, providerCheckoutId: event.checkout });
      if (!checkout) return "unknown checkout";
      await adoptCheckoutCustomer(ctx, checkout, event);
      if (event.payment) {
        const payment = checkoutPayment(checkout, {
          providerPaymentId: event.payment,
          amount: checkout.amount,
          currency: checkout.currency,
          at: event.occurredAt,
          paymentMethodLabel: event.paymentMethodLabel,
        });
        return `checkout completed; ${await settleCheckoutPayment(ctx, checkout, payment)}`;
      }
      if (checkout.subscriptionId === null) return "checkout completed; awaiting its payment";
      // No payment with it: a trial (the card was saved), or a provider that reports the first payment apart.
      const subscription = await lockSubscription(tx, checkout.subscriptionId);
      if (subscription?.status === "incomplete" && subscription.trialDays > 0) {
        const applied = await applySubscriptionEvent(
          tx,
          subscription.id,
          { type: "payment_succeeded", at: event.occurredAt },
          { plans: ctx.plans },
        );
        await completeCheckout(tx, checkout.id, event.occurredAt);
        return `checkout completed; trial ${describe(applied)}`;
      }
      if (subscription && subscription.status !== "incomplete") await completeCheckout(tx, checkout.id, event.occurredAt);
      return "checkout completed; awaiting its payment";
    }
    case "payment.succeeded": {
      if (event.amount === 0) return "card check (nothing charged)";
      const checkout = await lockCheckout(tx, event.provider, { metadata: event.metadata });
      if (checkout) {
        // The payment of a checkout may come before checkout.completed: it lands all the same.
        await adoptCheckoutCustomer(ctx, checkout, event);
        const payment = checkoutPayment(checkout, {
          providerPaymentId: event.payment,
          amount: event.amount,
          currency: event.currency,
          at: event.occurredAt,
        });
        return settleCheckoutPayment(ctx, checkout, payment);
      }
      const subscription = await findSubscription(tx, event.provider, {
        providerSubscriptionId: event.subscription,
        metadata: event.metadata,
      });
      if (!subscription) {
        if (event.subscription)
          throw new EventNotPlaceableError(`payment ${event.payment} for subscription ${event.subscription}, not linked yet`);
        return "not a payment of ours (no checkout or subscription)";
      }
      const payment: IncomingPayment = {
        userId: subscription.userId,
        planId: subscription.planId,
        provider: event.provider,
        providerPaymentId: event.payment,
        amount: event.amount,
        currency: event.currency,
        at: event.occurredAt,
      };
      const outcome = await recordSubscriptionPayment(ctx, subscription, payment, event.metadata.kind);
      // A provider that reports a subscription's first payment apart (Stripe's invoice) completes its checkout here.
      await completeCheckoutOf(tx, subscription.id, event.occurredAt);
      return outcome;
    }
    case "payment.failed": {
      const checkout = await lockCheckout(tx, event.provider, { metadata: event.metadata });
      if (checkout) return `checkout payment declined (${event.reason})`;
      const subscription = await findSubscription(tx, event.provider, {
        providerSubscriptionId: event.subscription,
        metadata: event.metadata,
      });
      if (!subscription) return "not a payment of ours";
      const applied = await applySubscriptionEvent(
        tx,
        subscription.id,
        { type: "payment_failed", at: event.occurredAt },
        { plans: ctx.plans },
      );
      return `payment failed (${event.reason}) ${describe(applied)}`;
    }
    case "subscription.canceled": {
      const subscription = await findSubscription(tx, event.provider, {
        providerSubscriptionId: event.subscription,
        metadata: event.metadata,
      });
      if (!subscription) return "unknown subscription";
      const applied = await applySubscriptionEvent(
        tx,
        subscription.id,
        { type: "cancel_now", at: event.endedAt ?? event.occurredAt },
        { plans: ctx.plans },
      );
      return `canceled at the provider ${describe(applied)}`;
    }
    case "subscription.updated": {
      // Updates can overtake each other: what counts is the provider's state now, not the event's.
      const current = (await deps.provider?.getSubscription(event.subscription)) ?? event;
      const subscription = await findSubscription(tx, event.provider, {
        providerSubscriptionId: event.subscription,
        metadata: event.metadata,
      });
      if (!subscription) return "unknown subscription";
      await linkProviderSubscription(tx, subscription.id, event.subscription);
      if (current.status === "canceled" || current.status === "expired") {
        return `provider says ${current.status} ${describe(await applySubscriptionEvent(tx, subscription.id, { type: "cancel_now", at: event.occurredAt }, { plans: ctx.plans }))}`;
      }
      // Only Stripe's customer portal cancels at the provider's side; the sandbox is told by us (our state leads).
      if (event.provider === "stripe" && current.cancelAtPeriodEnd !== subscription.cancelAtPeriodEnd) {
        const type = current.cancelAtPeriodEnd ? "cancel_at_period_end" : "undo_cancel";
        return `${type} ${describe(await applySubscriptionEvent(tx, subscription.id, { type, at: event.occurredAt }, { plans: ctx.plans }))}`;
      }
      return "noted";
    }
    case "refund.updated": {
      if (!event.payment) return `refund ${event.status} (no payment named)`;
      // Counted once per provider refund id, whether the admin's refund or this webhook comes first.
      const counted = await recordProviderRefund(tx, {
        provider: event.provider,
        refund: event.refund,
        payment: event.payment,
        amount: event.amount,
        status: event.status,
      });
      return counted.outcome === "counted" ? `refunded ${event.amount}` : `refund ${counted.outcome}`;
    }
    case "payment.requires_action":
      return "awaiting authentication";
    case "ignored":
      return `ignored ${event.providerType}`;
  }
}

/** What an event may tell of the buyer's customer record and card. */
interface CustomerDetails {
  customer?: string;
  paymentMethod?: string;
  paymentMethodLabel?: string;
}

function pick(event: CustomerDetails): CustomerDetails {
  return {
    customer: event.customer,
    paymentMethod: event.paymentMethod,
    paymentMethodLabel: event.paymentMethodLabel,
  };
}
