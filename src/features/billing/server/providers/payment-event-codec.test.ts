import { describe, expect, it } from "vitest";
import { decodePaymentEvent, encodePaymentEvent } from "./payment-event-codec";
import type { PaymentEvent } from "./payment-provider";

const base = { provider: "sandbox" as const, id: "evt_1", occurredAt: new Date("2026-11-22T12:00:00Z") };

describe("payment event codec", () => {
  it.each<PaymentEvent>([
    { ...base, type: "checkout.completed", checkout: "cs_1", mode: "payment", payment: "pay_1", metadata: { order: "o" } },
    { ...base, type: "payment.succeeded", payment: "pay_1", amount: 999, currency: "USD", metadata: {} },
    { ...base, type: "payment.requires_action", payment: "pay_1", amount: 0, currency: "EUR", metadata: {} },
    { ...base, type: "payment.failed", payment: "pay_1", amount: 5, currency: "UAH", reason: "insufficient_funds", metadata: {} },
    {
      ...base,
      type: "subscription.updated",
      subscription: "sub_1",
      status: "past_due",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date("2026-12-22T12:00:00Z"),
      paymentMethod: "pm_1",
      metadata: {},
    },
    { ...base, type: "subscription.canceled", subscription: "sub_1", endedAt: new Date("2026-12-01T00:00:00Z"), metadata: {} },
    { ...base, type: "refund.updated", refund: "re_1", payment: "pay_1", amount: 100, currency: "INR", status: "pending" },
    { ...base, type: "ignored", providerType: "whatever" },
  ])("round-trips $type with its dates", (event) => {
    expect(decodePaymentEvent(encodePaymentEvent(event))).toEqual(event);
  });

  it.each([
    ["not JSON", "{"],
    ["an unknown type", JSON.stringify({ ...base, type: "payment.maybe" })],
    [
      "a fractional amount",
      JSON.stringify({ ...base, type: "payment.succeeded", payment: "p", amount: 9.5, currency: "USD", metadata: {} }),
    ],
    [
      "a lower-case currency",
      JSON.stringify({ ...base, type: "payment.succeeded", payment: "p", amount: 9, currency: "usd", metadata: {} }),
    ],
    ["a date that is not ISO", JSON.stringify({ ...base, occurredAt: "yesterday", type: "ignored", providerType: "x" })],
    ["another provider's name", JSON.stringify({ ...base, provider: "paypal", type: "ignored", providerType: "x" })],
  ])("refuses %s", (_what, body) => {
    expect(decodePaymentEvent(body)).toBeUndefined();
  });
});
