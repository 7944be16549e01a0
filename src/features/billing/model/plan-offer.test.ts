import { describe, expect, it } from "vitest";
import { findPlan } from "./catalogue";
import {
  describePlanOffer,
  minutesPerDayParam,
  PAYWALL_PLAN_IDS,
  paywallPlanOrder,
  paywallVariantOf,
  planFittingMinutes,
} from "./plan-offer";

const plan = (id: string) => findPlan(id)!;
const NOW = new Date("2026-04-01T10:00:00Z");
/** Intl separates with no-break spaces; compare with plain ones. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ") ?? null;

describe("a pricing card's offer", () => {
  it("a 1-month plan with a trial and an intro price, in dollars", () => {
    const offer = describePlanOffer(plan("courses-premium-1m"), { currency: "USD", locale: "en", now: NOW });
    expect(offer).toMatchObject({
      months: 1,
      regular: "$14.99",
      firstCharge: "$7.49",
      introPeriods: 1,
      // The regular price a month; the half-price first month is said in the charge lines.
      monthly: "$14.99",
      savingsPercent: 0,
      trialDays: 7,
      firstChargeOn: "April 8, 2026",
      perCredit: null,
    });
  });

  it("offers no trial to someone who had one: the plan's price is due on the first day", () => {
    const offer = describePlanOffer(plan("courses-premium-1m"), { currency: "USD", locale: "en", now: NOW, isTrialEligible: false });
    expect(offer).toMatchObject({ trialDays: 0, firstChargeOn: null, firstCharge: "$7.49" });
  });

  it("a 12-month plan against the 1-month plan: the regular price a month, and the savings on the same basis", () => {
    const offer = describePlanOffer(plan("courses-premium-12m"), {
      currency: "EUR",
      locale: "de",
      now: NOW,
      against: plan("courses-premium-1m"),
    });
    expect(offer.months).toBe(12);
    expect(plain(offer.firstCharge)).toBe("55,99 €");
    expect(plain(offer.monthly)).toBe("6,25 €"); // 7499 / 12 = 624.92
    // The 1-month plan's regular 13,99 € a month against 6,25 €.
    expect(plain(describePlanOffer(plan("courses-premium-1m"), { currency: "EUR", locale: "de", now: NOW }).monthly)).toBe("13,99 €");
    expect(offer.savingsPercent).toBe(55);
    expect(offer.firstChargeOn).toBe("8. April 2026");
  });

  it("the two-for-one plan: its first charge covers 6 months and it has no trial", () => {
    const offer = describePlanOffer(plan("courses-premium-3m"), {
      currency: "USD",
      locale: "en",
      now: NOW,
      against: plan("courses-premium-1m"),
    });
    // $29.99 every 3 months is $10.00 a month (33 % less than $14.99); the first charge covering 6 months is said in words.
    expect(offer).toMatchObject({ months: 3, introPeriods: 2, monthly: "$10.00", savingsPercent: 33, trialDays: 0, firstChargeOn: null });
  });

  it("tutoring: a 4-week period, credits and the price per credit in the interface locale", () => {
    const offer = describePlanOffer(plan("tutoring-8-credits"), { currency: "UAH", locale: "uk", now: NOW });
    expect(offer).toMatchObject({ months: null, weeks: 4, credits: 8 });
    expect(plain(offer.perCredit)).toMatch(/грн|₴/);
  });

  it("a credit pack has no period and no monthly price", () => {
    const offer = describePlanOffer(plan("tutoring-pack-10"), { currency: "INR", locale: "hi", now: NOW });
    expect(offer).toMatchObject({ months: null, weeks: null, monthly: null, credits: 10 });
    expect(offer.perCredit).not.toBeNull();
  });
});

describe("the paywall variant", () => {
  it.each([
    [undefined, "premium"],
    ["premium", "premium"],
    ["freemium", "freemium"],
    ["FREEMIUM", "premium"],
    [["freemium", "premium"], "premium"],
  ] as const)("%s → %s", (value, variant) => {
    expect(paywallVariantOf(value as string | string[] | undefined)).toBe(variant);
  });
});

describe("the paywall's order for a personal plan", () => {
  it.each([
    [5, "courses-premium-1m"],
    [10, "courses-premium-3m"],
    [15, "courses-premium-12m"],
    [20, "courses-premium-12m"],
    [60, "courses-premium-12m"],
  ])("%i minutes a day puts %s first", (minutes, planId) => {
    expect(planFittingMinutes(minutes)).toBe(planId);
    const order = paywallPlanOrder(minutes);
    expect(order[0]).toBe(planId);
    expect([...order].sort()).toEqual([...PAYWALL_PLAN_IDS].sort());
  });

  it("keeps the usual order without a plan", () => {
    expect(paywallPlanOrder(null)).toEqual([...PAYWALL_PLAN_IDS]);
  });

  it.each([
    ["10", 10],
    ["5", 5],
    ["240", 240],
    ["241", null],
    ["0", null],
    ["010", null],
    ["-5", null],
    ["7.5", null],
    ["10 ", null],
    ["1e2", null],
    ["", null],
    [null, null],
    [undefined, null],
  ] as const)("?minutes=%s reads as %s", (value, minutes) => {
    expect(minutesPerDayParam(value)).toBe(minutes);
  });
});
