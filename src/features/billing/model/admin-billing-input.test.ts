import { describe, expect, it } from "vitest";
import { grantCreditsInput, lookupQuery, parseMajorAmount } from "./admin-billing-input";

describe("parseMajorAmount", () => {
  it.each([
    ["4.99", 2, 499],
    ["4,99", 2, 499],
    ["5", 2, 500],
    ["0.5", 2, 50],
    [" 12.30 ", 2, 1230],
    ["1500", 0, 1500],
    ["0.01", 2, 1],
  ])("%s with %i decimals is %i minor units", (text, digits, minor) => {
    expect(parseMajorAmount(text, digits)).toBe(minor);
  });

  it.each([["4.999"], ["-1"], ["0"], ["0.00"], ["1e3"], ["abc"], [""], ["1.2.3"], ["12 000"]])("refuses %j", (text) => {
    expect(parseMajorAmount(text, 2)).toBeNull();
  });

  it("refuses decimals for a currency without minor units", () => {
    expect(parseMajorAmount("15.5", 0)).toBeNull();
  });
});

describe("lookupQuery", () => {
  it("reads an email (lower-cased) or a user id", () => {
    expect(lookupQuery.parse(" Ada@Example.com ")).toEqual({ by: "email", value: "ada@example.com" });
    expect(lookupQuery.parse("u_123")).toEqual({ by: "userId", value: "u_123" });
    expect(lookupQuery.safeParse("  ").success).toBe(false);
  });
});

describe("grantCreditsInput", () => {
  const base = { userId: "u1", amount: "3", months: "6", reason: "Goodwill", nonce: "abcdefghijklmnop" };

  it("accepts the form's strings", () => {
    expect(grantCreditsInput.parse(base)).toEqual({ ...base, amount: 3, months: 6 });
  });

  it.each([
    [{ amount: "0" }, "amountInvalid"],
    [{ amount: "2.5" }, "amountInvalid"],
    [{ amount: "201" }, "amountTooLarge"],
    [{ months: "5" }, "monthsInvalid"],
    [{ reason: "  " }, "reasonRequired"],
    [{ reason: "x".repeat(501) }, "reasonTooLong"],
    [{ nonce: "short" }, "nonceInvalid"],
  ])("refuses %j with %s", (change, message) => {
    const result = grantCreditsInput.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
