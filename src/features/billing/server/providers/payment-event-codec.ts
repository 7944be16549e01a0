import { z } from "zod";
import type { PaymentEvent } from "./payment-provider";

/** The sandbox's webhook body: the normalised event as JSON, dates as ISO strings. */

const metadata = z.record(z.string(), z.string());
const date = z.iso.datetime().transform((value) => new Date(value));
const minor = z.number().int().nonnegative();
const currency = z.string().regex(/^[A-Z]{3}$/);
const declineReason = z.enum([
  "card_declined",
  "insufficient_funds",
  "card_not_supported",
  "invalid_number",
  "expired_card",
  "invalid_expiry_month",
  "invalid_cvc",
  "authentication_failed",
  "authentication_required",
  "processing_error",
]);
const base = { provider: z.enum(["sandbox", "stripe"]), id: z.string().min(1).max(255), occurredAt: date };

const eventSchema = z.discriminatedUnion("type", [
  z.object({
    ...base,
    type: z.literal("checkout.completed"),
    checkout: z.string(),
    mode: z.enum(["payment", "subscription"]),
    customerRef: z.string().optional(),
    customer: z.string().optional(),
    subscription: z.string().optional(),
    payment: z.string().optional(),
    paymentMethod: z.string().optional(),
    paymentMethodLabel: z.string().max(100).optional(),
    metadata,
  }),
  z.object({
    ...base,
    type: z.enum(["payment.succeeded", "payment.requires_action"]),
    payment: z.string(),
    amount: minor,
    currency,
    customer: z.string().optional(),
    subscription: z.string().optional(),
    paymentMethod: z.string().optional(),
    metadata,
  }),
  z.object({
    ...base,
    type: z.literal("payment.failed"),
    payment: z.string(),
    amount: minor,
    currency,
    customer: z.string().optional(),
    subscription: z.string().optional(),
    reason: declineReason,
    metadata,
  }),
  z.object({
    ...base,
    type: z.literal("subscription.updated"),
    subscription: z.string(),
    customer: z.string().optional(),
    status: z.enum(["incomplete", "trialing", "active", "past_due", "unpaid", "paused", "canceled", "expired"]),
    cancelAtPeriodEnd: z.boolean(),
    currentPeriodEnd: date.optional(),
    paymentMethod: z.string().optional(),
    metadata,
  }),
  z.object({
    ...base,
    type: z.literal("subscription.canceled"),
    subscription: z.string(),
    customer: z.string().optional(),
    endedAt: date.optional(),
    metadata,
  }),
  z.object({
    ...base,
    type: z.literal("refund.updated"),
    refund: z.string(),
    payment: z.string().optional(),
    amount: minor,
    currency,
    status: z.enum(["succeeded", "pending", "failed"]),
  }),
  z.object({ ...base, type: z.literal("ignored"), providerType: z.string() }),
]);

export function encodePaymentEvent(event: PaymentEvent): string {
  return JSON.stringify(event);
}

/** The event a verified body holds, or undefined when it is not one (never half an event). */
export function decodePaymentEvent(rawBody: string): PaymentEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  const parsed = eventSchema.safeParse(json);
  return parsed.success ? (parsed.data as PaymentEvent) : undefined;
}
