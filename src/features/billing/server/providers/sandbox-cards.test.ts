import { describe, expect, it } from "vitest";
import { checkTestCard, declineFor, isExpired, passesLuhn } from "./sandbox-cards";

const now = new Date("2026-11-22T12:00:00Z");
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: "123",
  ...extra,
});

describe("checkTestCard", () => {
  it.each([
    ["4242 4242 4242 4242", "succeeds"],
    ["4000 0000 0000 0002", "declined"],
    ["4000-0025-0000-3155", "requires_authentication"],
    ["4000000000009995", "insufficient_funds"],
  ])("%s → %s, keeping only the last four digits", (number, behaviour) => {
    const check = checkTestCard(card(number), now);
    expect(check).toEqual({ ok: true, behaviour, last4: number.replace(/\D/g, "").slice(-4), brand: "visa" });
  });

  it("any other valid number is declined as not supported in test mode", () => {
    // 5555 5555 5555 4444 passes Luhn but is not one of ours.
    expect(checkTestCard(card("5555555555554444"), now)).toEqual({
      ok: false,
      reason: "card_not_supported",
      message: "card not supported in test mode",
    });
  });

  it("refuses a number that fails the Luhn check, before anything else", () => {
    expect(checkTestCard(card("4242424242424241", { cvc: "x" }), now)).toMatchObject({ ok: false, reason: "invalid_number" });
    expect(checkTestCard(card("4242"), now)).toMatchObject({ ok: false, reason: "invalid_number" });
  });

  it("refuses an expired card and accepts one expiring this month", () => {
    expect(checkTestCard(card("4242424242424242", { expMonth: 10, expYear: 2026 }), now)).toMatchObject({ reason: "expired_card" });
    expect(checkTestCard(card("4242424242424242", { expMonth: 11, expYear: 26 }), now)).toMatchObject({ ok: true });
  });

  it.each([0, 13, 99, 1.5, Number.NaN])("says a month of %s is not a month (not that the card expired)", (expMonth) => {
    expect(checkTestCard(card("4242424242424242", { expMonth, expYear: 2030 }), now)).toMatchObject({
      ok: false,
      reason: "invalid_expiry_month",
    });
  });

  it.each(["12", "12345", "abc", ""])("refuses the CVC %j (3 or 4 digits only)", (cvc) => {
    expect(checkTestCard(card("4242424242424242", { cvc }), now)).toMatchObject({ ok: false, reason: "invalid_cvc" });
  });

  it("accepts a 4-digit CVC", () => {
    expect(checkTestCard(card("4242424242424242", { cvc: "1234" }), now)).toMatchObject({ ok: true });
  });
});

describe("passesLuhn and isExpired", () => {
  it("knows Luhn", () => {
    expect(passesLuhn("79927398713")).toBe(false); // too short for a card
    expect(passesLuhn("4000002500003155")).toBe(true);
    expect(passesLuhn("4000002500003156")).toBe(false);
  });

  it("a card is good through the last moment of its month", () => {
    expect(isExpired(11, 2026, new Date("2026-11-30T23:59:59Z"))).toBe(false);
    expect(isExpired(11, 2026, new Date("2026-12-01T00:00:00Z"))).toBe(true);
    expect(isExpired(13, 2030, now)).toBe(true);
  });
});

describe("declineFor", () => {
  it("declines only the declining cards", () => {
    expect(declineFor("declined")?.reason).toBe("card_declined");
    expect(declineFor("insufficient_funds")?.reason).toBe("insufficient_funds");
    expect(declineFor("succeeds")).toBeUndefined();
    expect(declineFor("requires_authentication")).toBeUndefined();
  });
});
