import { describe, expect, it } from "vitest";
import english from "../../../../messages/en.json";
import { findPlan, isSubscriptionPlan, loadCatalogue, PLANS, plansIn } from "./catalogue";
import { CURRENCIES, PLAN_INCLUDES, PURCHASE_TYPES, type Currency } from "./plan-schema";

/** Rough market rates (units of the currency per USD), only to compare price levels. */
const USD_RATE: Record<Currency, number> = { USD: 1, EUR: 0.92, GBP: 0.79, UAH: 41, PLN: 4, TRY: 34, INR: 84, BRL: 5.6 };
const inUsd = (amount: number, currency: Currency) => amount / USD_RATE[currency];

describe("the catalogue", () => {
  it("sells courses premium for 1, 3 and 12 months, with a 7-day trial and intro prices", () => {
    const courses = plansIn("self study", "courses_premium");
    const months = courses.map((plan) => (plan.period?.unit === "year" ? 12 * plan.period.count : plan.period?.count));
    expect(new Set(months)).toEqual(new Set([1, 3, 12]));
    expect(courses.some((plan) => plan.trialDays === 7)).toBe(true);
    expect(courses.some((plan) => plan.purchaseType === "subscription" && plan.prices.USD.intro! < plan.prices.USD.regular)).toBe(true);
  });

  it("uses every purchase type of the spec", () => {
    expect(new Set(PLANS.map((plan) => plan.purchaseType))).toEqual(new Set(PURCHASE_TYPES));
  });

  it("sells tutoring subscriptions of 4, 8 and 12 credits every 4 weeks and one-off packs", () => {
    const subscriptions = plansIn("tutors", "tutoring");
    expect(subscriptions.map((plan) => plan.credits).sort((a, b) => a - b)).toEqual([4, 8, 12]);
    expect(subscriptions.every((plan) => isSubscriptionPlan(plan) && plan.period?.unit === "week" && plan.period.count === 4)).toBe(true);
    const packs = plansIn("tutors", "tutoring_credits");
    expect(packs.map((plan) => plan.credits)).toEqual([5, 10, 20]);
    expect(packs.every((plan) => plan.purchaseType === "oneTime" && plan.period === null)).toBe(true);
  });

  it("sells group lessons as a monthly subscription", () => {
    const [group, ...others] = plansIn("tutors", "group_lessons");
    expect(others).toEqual([]);
    expect(group && isSubscriptionPlan(group) && group.period).toEqual({ unit: "month", count: 1 });
  });

  it("makes more credits cheaper per credit", () => {
    for (const type of ["tutoring", "tutoring_credits"]) {
      const perCredit = plansIn("tutors", type).map((plan) => plan.prices.USD.regular / plan.credits);
      expect(perCredit).toEqual([...perCredit].sort((a, b) => b - a));
    }
  });

  it("prices lower-income markets below the USD price and keeps EUR and GBP near it", () => {
    for (const plan of PLANS) {
      const usd = plan.prices.USD.regular;
      for (const currency of ["UAH", "TRY", "INR", "BRL"] as const) {
        expect(inUsd(plan.prices[currency].regular, currency), `${plan.id} ${currency}`).toBeLessThan(0.7 * usd);
      }
      for (const currency of ["EUR", "GBP"] as const) {
        const ratio = inUsd(plan.prices[currency].regular, currency) / usd;
        expect(ratio, `${plan.id} ${currency}`).toBeGreaterThan(0.9);
        expect(ratio, `${plan.id} ${currency}`).toBeLessThan(1.15);
      }
    }
  });

  it("finds plans by id", () => {
    expect(findPlan("courses-premium-1m")?.trialDays).toBe(7);
    expect(findPlan("no-such-plan")).toBeUndefined();
    expect(CURRENCIES.every((currency) => PLANS.every((plan) => Number.isInteger(plan.prices[currency].regular)))).toBe(true);
  });

  it("has words for what each plan includes and for each purchase type (billing.* in the catalogues)", () => {
    const words = english.billing as { includes: Record<string, string>; purchaseTypes: Record<string, string> };
    expect(PLAN_INCLUDES.filter((key) => !words.includes[key])).toEqual([]);
    expect(Object.keys(words.includes).sort()).toEqual([...PLAN_INCLUDES].sort());
    expect(PURCHASE_TYPES.filter((type) => !words.purchaseTypes[type])).toEqual([]);
  });

  it("refuses to load a broken catalogue, naming the file and field", () => {
    expect(() => loadCatalogue({ plans: [{ id: "x" }] })).toThrow(/content\/billing\/plans\.json: plans\[0\] \(x\)\.category/);
  });
});
