import { describe, expect, it } from "vitest";
import { mapDeclineCode, mapSubscriptionStatus } from "./stripe-events";

describe("Stripe codes in our words", () => {
  it.each([
    ["card_declined", "insufficient_funds", "insufficient_funds"],
    ["card_declined", "generic_decline", "card_declined"],
    ["expired_card", null, "expired_card"],
    ["incorrect_cvc", null, "invalid_cvc"],
    ["incorrect_number", null, "invalid_number"],
    ["authentication_required", "authentication_required", "authentication_required"],
    ["payment_intent_authentication_failure", null, "authentication_failed"],
    ["processing_error", null, "processing_error"],
    [undefined, undefined, "card_declined"],
  ] as const)("%s / %s → %s", (code, declineCode, reason) => {
    expect(mapDeclineCode(code, declineCode)).toBe(reason);
  });

  it("maps subscription statuses; incomplete_expired is expired; an unknown status is incomplete", () => {
    expect(mapSubscriptionStatus("trialing")).toBe("trialing");
    expect(mapSubscriptionStatus("past_due")).toBe("past_due");
    expect(mapSubscriptionStatus("incomplete_expired")).toBe("expired");
    expect(mapSubscriptionStatus("some_future_status" as "active")).toBe("incomplete");
  });
});
