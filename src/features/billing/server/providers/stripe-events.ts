import type Stripe from "stripe";
import type { DeclineReason, PaymentEvent, ProviderSubscription, ProviderSubscriptionStatus } from "./payment-provider";

/** Stripe objects reference others by id or, when expanded, by the object itself. */
type Ref = string | { id: string } | null | undefined;

function idOf(ref: Ref): string | undefined {
  if (!ref) return undefined;
  return typeof ref === "string" ? ref : ref.id;
}

const upper = (currency: string) => currency.toUpperCase();
const at = (seconds: number) => new Date(seconds * 1000);

const SUBSCRIPTION_STATUSES: Record<string, ProviderSubscriptionStatus> = {
  incomplete: "incomplete",
  trialing: "trialing",
  active: "active",
  past_due: "past_due",
  unpaid: "unpaid",
  paused: "paused",
  canceled: "canceled",
  incomplete_expired: "expired",
};

/** Stripe's subscription status in our words; a status this code does not know yet counts as incomplete. */
export function mapSubscriptionStatus(status: Stripe.Subscription.Status): ProviderSubscriptionStatus {
  return SUBSCRIPTION_STATUSES[status] ?? "incomplete";
}

/** Stripe's decline codes reduced to the reasons our interface translates. */
export function mapDeclineCode(code: string | null | undefined, declineCode?: string | null): DeclineReason {
  const value = declineCode ?? code ?? "";
  if (value === "insufficient_funds") return "insufficient_funds";
  if (value === "expired_card") return "expired_card";
  if (value === "invalid_expiry_month") return "invalid_expiry_month";
  if (value === "incorrect_cvc" || value === "invalid_cvc") return "invalid_cvc";
  if (value === "incorrect_number" || value === "invalid_number") return "invalid_number";
  if (value === "authentication_required") return "authentication_required";
  if (value === "payment_intent_authentication_failure") return "authentication_failed";
  if (value === "processing_error") return "processing_error";
  return "card_declined";
}

function invoiceSubscription(invoice: Stripe.Invoice): string | undefined {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

function periodEnd(subscription: Stripe.Subscription): Date | undefined {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return ends.length ? at(Math.max(...ends)) : undefined;
}

export function mapStripeSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  return {
    subscription: subscription.id,
    customer: idOf(subscription.customer),
    status: mapSubscriptionStatus(subscription.status),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: periodEnd(subscription),
    paymentMethod: idOf(subscription.default_payment_method),
    metadata: subscription.metadata ?? {},
  };
}

/**
 * A verified Stripe event in our normalised shape. Events we do not act on map to "ignored" (so
 * their ids are still deduplicated). The event's objects are a snapshot: the handler re-reads
 * state from the API where order matters.
 */
export function mapStripeEvent(event: Stripe.Event): PaymentEvent {
  const base = { provider: "stripe" as const, id: event.id, occurredAt: at(event.created) };
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      return {
        ...base,
        type: "checkout.completed",
        checkout: session.id,
        mode: session.mode === "subscription" ? "subscription" : "payment",
        customerRef: session.client_reference_id ?? undefined,
        customer: idOf(session.customer),
        subscription: idOf(session.subscription),
        payment: idOf(session.payment_intent),
        metadata: session.metadata ?? {},
      };
    }
    case "payment_intent.succeeded":
    case "payment_intent.requires_action":
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      const common = {
        payment: intent.id,
        amount: intent.amount,
        currency: upper(intent.currency),
        customer: idOf(intent.customer),
        metadata: intent.metadata ?? {},
      };
      if (event.type === "payment_intent.payment_failed") {
        const error = intent.last_payment_error;
        return { ...base, ...common, type: "payment.failed", reason: mapDeclineCode(error?.code, error?.decline_code) };
      }
      return {
        ...base,
        ...common,
        type: event.type === "payment_intent.succeeded" ? "payment.succeeded" : "payment.requires_action",
        paymentMethod: idOf(intent.payment_method),
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed":
    case "invoice.payment_action_required": {
      // Renewals: the invoice is the payment of a subscription period.
      const invoice = event.data.object;
      const common = {
        payment: invoice.id!,
        currency: upper(invoice.currency),
        customer: idOf(invoice.customer),
        subscription: invoiceSubscription(invoice),
        metadata: invoice.metadata ?? {},
      };
      if (event.type === "invoice.paid") return { ...base, ...common, type: "payment.succeeded", amount: invoice.amount_paid };
      if (event.type === "invoice.payment_failed") {
        return { ...base, ...common, type: "payment.failed", amount: invoice.amount_due, reason: "card_declined" };
      }
      return { ...base, ...common, type: "payment.requires_action", amount: invoice.amount_due };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.paused":
    case "customer.subscription.resumed": {
      return { ...base, type: "subscription.updated", ...mapStripeSubscription(event.data.object) };
    }
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      return {
        ...base,
        type: "subscription.canceled",
        subscription: subscription.id,
        customer: idOf(subscription.customer),
        endedAt: subscription.ended_at ? at(subscription.ended_at) : undefined,
        metadata: subscription.metadata ?? {},
      };
    }
    case "refund.created":
    case "refund.updated":
    case "refund.failed": {
      const refund = event.data.object;
      const status =
        refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : "pending";
      return {
        ...base,
        type: "refund.updated",
        refund: refund.id,
        payment: idOf(refund.payment_intent),
        amount: refund.amount,
        currency: upper(refund.currency),
        status,
      };
    }
    default:
      return { ...base, type: "ignored", providerType: event.type };
  }
}
