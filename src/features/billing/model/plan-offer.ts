import type { Locale } from "@/lib/i18n";
import { formatDate } from "@/lib/i18n";
import { formatMoney } from "./currency";
import { firstChargeDate, monthlyEquivalent, pricePerCredit, savingsPercent } from "./plan-display";
import type { Currency, Plan, PlanInclude, PurchaseType } from "./plan-schema";
import { priceOf } from "./price-selection";

/**
 * What a pricing card shows of one plan in one currency, formatted for the interface locale: the
 * numbers of plan-display.ts turned into display strings. Pure (the time is passed in), so the
 * pages render it on the server and send the browser only text.
 */
export interface PlanOffer {
  planId: string;
  purchaseType: PurchaseType;
  /** Whole months of a period (1, 3, 12); null for 4-week periods and credit packs. */
  months: number | null;
  /** Weeks of a period counted in weeks (4); null otherwise. */
  weeks: number | null;
  credits: number;
  /** The regular price of one period (or of the one-time purchase). */
  regular: string;
  /** The first charge (the intro price, or the regular price when there is none). */
  firstCharge: string;
  /** How many periods the first charge pays for when it is an intro price; 0 without one. */
  introPeriods: number;
  /** Per month, of the first charge: what the card shows big ("$4.67 a month"). */
  monthly: string | null;
  /** Whole percent saved per month at the regular price against the comparison plan; 0 when none. */
  savingsPercent: number;
  trialDays: number;
  /** The date of the first charge when the plan starts with a trial. */
  firstChargeOn: string | null;
  perCredit: string | null;
  includes: readonly PlanInclude[];
}

export interface OfferContext {
  currency: Currency;
  locale: Locale;
  now: Date;
  /** Savings are counted against this plan (the 1-month plan of the same family). */
  against?: Plan;
  /** False for someone who had a trial (one per person): the plan is offered at its price from the first day. */
  isTrialEligible?: boolean;
}

/**
 * The big "a month" line: the regular price per month, the basis the savings badge is counted on,
 * so plans compare at a glance (the 12-month plan is the cheapest a month and says so). An intro
 * (a first month at half price, two periods for the price of one) is said in the charge lines.
 * It was the first charge per month until 2026-11-24: the 3- and 12-month plans then both read
 * "$5.00 a month" while their badges said 33 % and 56 %.
 */
const regularMonthly = (plan: Plan, currency: Currency) => monthlyEquivalent(plan, currency, "regular");

export function describePlanOffer(plan: Plan, context: OfferContext): PlanOffer {
  const { currency, locale, now, against } = context;
  const trialDays = context.isTrialEligible === false ? 0 : plan.trialDays;
  const money = (amount: number) => formatMoney(locale, amount, currency);
  const price = priceOf(plan, currency);
  const monthly = regularMonthly(plan, currency);
  const period = plan.period;
  const months = period === null ? null : period.unit === "month" ? period.count : period.unit === "year" ? 12 * period.count : null;
  const weeks = period?.unit === "week" ? period.count : null;
  const perCredit = pricePerCredit(plan, currency);
  return {
    planId: plan.id,
    purchaseType: plan.purchaseType,
    months,
    weeks,
    credits: plan.credits,
    regular: money(price.regular),
    firstCharge: money(price.firstCharge),
    introPeriods: price.introPeriods,
    monthly: monthly === null ? null : money(monthly),
    savingsPercent: against && against.id !== plan.id ? savingsPercent(plan, against, currency) : 0,
    trialDays,
    firstChargeOn: trialDays > 0 ? formatDate(locale, firstChargeDate(plan, now, true)) : null,
    perCredit: perCredit === null ? null : money(perCredit),
    includes: plan.includes,
  };
}

/** The paywall's two variants (spec section 1: "a premium or freemium paywall"); `?variant=freemium` picks the second. */
export type PaywallVariant = "premium" | "freemium";

export const paywallVariantOf = (value: string | string[] | undefined): PaywallVariant => (value === "freemium" ? "freemium" : "premium");

/** The courses plans the paywall shows side by side, in this order. */
export const PAYWALL_PLAN_IDS = ["courses-premium-1m", "courses-premium-3m", "courses-premium-12m"] as const;
/** The plan the paywall recommends (highlighted). */
export const RECOMMENDED_PLAN_ID = "courses-premium-12m";

/**
 * The courses plan that fits a learner's minutes a day (the personal plan, decision record 0033):
 * a few minutes a day is a light habit to try for a month, ten minutes a day a season's commitment,
 * fifteen or more a year's.
 */
export function planFittingMinutes(minutesPerDay: number): (typeof PAYWALL_PLAN_IDS)[number] {
  if (minutesPerDay <= 5) return "courses-premium-1m";
  if (minutesPerDay <= 10) return "courses-premium-3m";
  return "courses-premium-12m";
}

/**
 * The paywall's `?minutes=` (minutes a day, from a funnel that made no personal plan, decision
 * record 0037): a whole number from 1 to 240 written plainly, else null (the usual order).
 */
export function minutesPerDayParam(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,2}$/.test(value)) return null;
  const minutes = Number(value);
  return minutes <= 240 ? minutes : null;
}

/** The paywall's plans in order: the one fitting the learner's minutes first, the others as usual. */
export function paywallPlanOrder(minutesPerDay: number | null): (typeof PAYWALL_PLAN_IDS)[number][] {
  if (minutesPerDay === null) return [...PAYWALL_PLAN_IDS];
  const first = planFittingMinutes(minutesPerDay);
  return [first, ...PAYWALL_PLAN_IDS.filter((id) => id !== first)];
}
