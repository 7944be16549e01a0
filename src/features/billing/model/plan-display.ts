import { addDays } from "./billing-period";
import type { Currency, Plan } from "./plan-schema";
import { priceOf } from "./price-selection";

/**
 * Numbers the pricing pages show beside a plan. Display only: nothing here is charged, so amounts
 * are rounded to the nearest minor unit (charges use proration.ts, which rounds toward zero).
 */

const AVERAGE_MONTH_DAYS = 365.25 / 12;

/** How many months a plan's period lasts (4 weeks ≈ 0.92); null for credits without a period. */
export function periodMonths(plan: Plan): number | null {
  const period = plan.period;
  if (period === null) return null;
  switch (period.unit) {
    case "day":
      return period.count / AVERAGE_MONTH_DAYS;
    case "week":
      return (7 * period.count) / AVERAGE_MONTH_DAYS;
    case "month":
      return period.count;
    case "year":
      return 12 * period.count;
  }
}

/**
 * The price per month in minor units: of the regular price, or of the first charge (the intro,
 * which may cover two periods). Null for plans without a period (credit packs).
 */
export function monthlyEquivalent(plan: Plan, currency: Currency, of: "regular" | "firstCharge" = "regular"): number | null {
  const months = periodMonths(plan);
  if (months === null) return null;
  const price = priceOf(plan, currency);
  if (of === "regular" || price.intro === null) return Math.round(price.regular / months);
  return Math.round(price.intro / (months * price.introPeriods));
}

/** Whole percent saved per month against another plan (e.g. 12 months against 1 month); 0 when none. */
export function savingsPercent(plan: Plan, against: Plan, currency: Currency): number {
  const mine = monthlyEquivalent(plan, currency);
  const theirs = monthlyEquivalent(against, currency);
  if (mine === null || theirs === null || theirs <= mine) return 0;
  return Math.round((100 * (theirs - mine)) / theirs);
}

/** Per credit in minor units, for tutoring plans and packs; null for plans without credits. */
export function pricePerCredit(plan: Plan, currency: Currency): number | null {
  return plan.credits === 0 ? null : Math.round(plan.prices[currency].regular / plan.credits);
}

/** When the first charge happens for a checkout at `at`: after the trial, if the person gets one. */
export function firstChargeDate(plan: Plan, at: Date, isTrialEligible: boolean): Date {
  return isTrialEligible && plan.trialDays > 0 ? addDays(at, plan.trialDays) : at;
}
