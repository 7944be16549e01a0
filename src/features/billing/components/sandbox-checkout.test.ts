import { describe, expect, it } from "vitest";
import { fieldOfDecline } from "./sandbox-checkout";

describe("fieldOfDecline", () => {
  it.each([
    ["expired_card", "expiry"],
    ["invalid_expiry_month", "expiry"],
    ["invalid_cvc", "cvc"],
    ["invalid_number", "number"],
    ["card_not_supported", "number"],
    ["card_declined", "card"],
    ["insufficient_funds", "card"],
    ["processing_error", "card"],
  ])("marks the field %s is about", (reason, field) => {
    expect(fieldOfDecline(reason)).toBe(field);
  });
});
