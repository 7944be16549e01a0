import { describe, expect, it } from "vitest";
import { findPlan } from "./catalogue";
import { firstChargeDate, monthlyEquivalent, periodMonths, pricePerCredit, savingsPercent } from "./plan-display";

const plan = (id: string) => findPlan(id)!;
const T0 = new Date("2026-04-01T10:00:00Z");

describe("plan display numbers", () => {
  it.each([
    ["courses-premium-1m", 1],
    ["courses-premium-3m", 3],
    ["courses-premium-12m", 12],
    ["tutoring-4-credits", 28 / (365.25 / 12)],
    ["tutoring-pack-5", null],
  ])("%s lasts %s months", (id, months) => {
    expect(periodMonths(plan(id))).toBe(months);
  });

  it.each([
    ["courses-premium-1m", "USD", "regular", 1499],
    ["courses-premium-1m", "USD", "firstCharge", 749],
    ["courses-premium-12m", "USD", "regular", 667], // 7999 / 12 = 666.58
    ["courses-premium-12m", "EUR", "firstCharge", 467], // 5599 / 12 = 466.58
    ["courses-premium-3m", "USD", "firstCharge", 500], // 2999 for 6 months = 499.83
    ["courses-premium-3m", "USD", "regular", 1000], // 2999 / 3 = 999.67
    ["courses-premium-12m-standard", "UAH", "firstCharge", 13325], // no intro: 159900 / 12
    ["tutoring-4-credits", "USD", "regular", 6521], // 5999 / 0.92 months
    ["tutoring-pack-10", "USD", "regular", null],
  ] as const)("%s in %s, %s: %s a month", (id, currency, of, expected) => {
    expect(monthlyEquivalent(plan(id), currency, of)).toBe(expected);
  });

  it("says how much a longer plan saves", () => {
    expect(savingsPercent(plan("courses-premium-12m"), plan("courses-premium-1m"), "USD")).toBe(56); // 667 vs 1499
    expect(savingsPercent(plan("courses-premium-3m"), plan("courses-premium-1m"), "GBP")).toBe(33); // 800 vs 1199
    expect(savingsPercent(plan("courses-premium-1m"), plan("courses-premium-12m"), "USD")).toBe(0);
    expect(savingsPercent(plan("tutoring-pack-5"), plan("courses-premium-1m"), "USD")).toBe(0);
  });

  it("prices a credit", () => {
    expect(pricePerCredit(plan("tutoring-pack-20"), "USD")).toBe(1400); // 27999 / 20
    expect(pricePerCredit(plan("tutoring-12-credits"), "INR")).toBe(41658); // 499900 / 12
    expect(pricePerCredit(plan("courses-premium-1m"), "USD")).toBeNull();
  });

  it("dates the first charge after the trial", () => {
    expect(firstChargeDate(plan("courses-premium-1m"), T0, true)).toEqual(new Date("2026-04-08T10:00:00Z"));
    expect(firstChargeDate(plan("courses-premium-1m"), T0, false)).toEqual(T0);
    expect(firstChargeDate(plan("courses-premium-3m"), T0, true)).toEqual(T0);
  });
});
