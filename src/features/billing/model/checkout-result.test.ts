import { describe, expect, it } from "vitest";
import {
  conversionOf,
  isCheckoutAnswer,
  isTrialStart,
  nextPollDelay,
  POLL_DELAYS_MS,
  upsellOfferOf,
  upsellOutcomeOf,
  type CheckoutAnswer,
} from "./checkout-result";

const answer = (fields: Partial<CheckoutAnswer> = {}): CheckoutAnswer => ({
  status: "complete",
  planId: "courses-premium-1m",
  kind: "subscription",
  amount: 749,
  currency: "USD",
  ...fields,
});

describe("polling a checkout", () => {
  it("asks a bounded number of times, never faster than once a second, about half a minute in all", () => {
    const delays: number[] = [];
    for (let attempt = 0; nextPollDelay(attempt) !== null; attempt++) delays.push(nextPollDelay(attempt)!);
    expect(delays).toEqual([...POLL_DELAYS_MS]);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(1000);
    expect(delays.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(30_000);
    expect(nextPollDelay(delays.length)).toBeNull();
  });
});

describe("what a completed checkout was", () => {
  it.each([
    ["a trialing subscription with its end", answer({ subscriptionStatus: "trialing", trialEndsAt: "2026-04-08T10:00:00Z" }), true],
    ["an active subscription", answer({ subscriptionStatus: "active" }), false],
    ["trialing but no end date", answer({ subscriptionStatus: "trialing", trialEndsAt: null }), false],
    ["still open", answer({ status: "open", subscriptionStatus: "trialing", trialEndsAt: "2026-04-08T10:00:00Z" }), false],
  ])("%s: trial %s", (_, value, expected) => {
    expect(isTrialStart(value)).toBe(expected);
  });

  it("a trial is a StartTrial worth its first charge; a payment is a Purchase; one id per checkout", () => {
    expect(conversionOf("c1", answer({ subscriptionStatus: "trialing", trialEndsAt: "2026-04-08T10:00:00Z" }))).toEqual({
      event: "StartTrial",
      value: 7.49,
      currency: "USD",
      eventId: "checkout-c1",
    });
    expect(conversionOf("c2", answer({ kind: "credit_pack", amount: 250000, currency: "INR" }))).toEqual({
      event: "Purchase",
      value: 2500,
      currency: "INR",
      eventId: "checkout-c2",
    });
    expect(conversionOf("c3", answer({ status: "open" }))).toBeNull();
    expect(conversionOf("c4", answer({ status: "expired" }))).toBeNull();
  });

  it("an answer of another shape is not taken for a checkout", () => {
    expect(isCheckoutAnswer(answer())).toBe(true);
    expect(isCheckoutAnswer({ status: "paid", planId: "x", amount: 1, currency: "USD" })).toBe(false);
    expect(isCheckoutAnswer({ status: "open" })).toBe(false);
    expect(isCheckoutAnswer(null)).toBe(false);
  });
});

describe("the upsell answers", () => {
  const offer = { offerId: "o1", planId: "tutoring-pack-5", amount: 2999, currency: "USD" };
  it.each([
    ["null", null, null],
    ["{ offer: null }", { offer: null }, null],
    ["an offer", offer, offer],
    ["an offer inside { offer }", { offer }, offer],
    ["an offer without an amount", { offerId: "o1", planId: "p", currency: "USD" }, null],
  ])("%s", (_, value, expected) => {
    expect(upsellOfferOf(value)).toEqual(expected);
  });

  it.each([
    [{ status: "succeeded" }, "succeeded"],
    [{ status: "requires_action" }, "requires_action"],
    [{ status: "failed", reason: "card_declined" }, "failed"],
    [{ status: "something new" }, "failed"],
    [null, "failed"],
  ])("%j → %s", (value, outcome) => {
    expect(upsellOutcomeOf(value)).toBe(outcome);
  });
});
