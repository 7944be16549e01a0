import { defaultCurrencyFor, EURO_COUNTRIES, normalizeCountry } from "./currency";
import { CURRENCIES, type Currency, type Plan } from "./plan-schema";

export { defaultCurrencyFor, formatMoney, minorUnitDigits } from "./currency";

/**
 * Which price a visitor sees: the currency of their country (from geolocation's `countryCode`),
 * unless they picked another in the currency switcher and the plan is sold in it.
 */

export const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value as Currency);

/** The switcher's choice wins when the plan is sold in it; otherwise the country's currency. */
export function selectCurrency(input: { country: string | null | undefined; choice?: string | null; plan?: Plan }): Currency {
  const { choice, plan } = input;
  if (isCurrency(choice) && (plan === undefined || plan.prices[choice] !== undefined)) return choice;
  return defaultCurrencyFor(input.country);
}

/**
 * Whether the price needs "includes VAT" wording next to it. Our catalogue amounts are always the
 * final price the buyer pays. In the EU and the EEA (Price Indication Directive 98/6/EC; Germany's
 * PAngV asks to say that VAT is included when selling at a distance), the UK (Consumer Protection
 * from Unfair Trading rules, Price Marking Order) and Switzerland, consumer prices must include
 * VAT and we say so. Elsewhere the final price is shown without wording. When the country is
 * unknown (geolocation failed), the currency decides: EUR, GBP or PLN prices get the wording.
 */
const VAT_INCLUSIVE_COUNTRIES = new Set([
  ...EURO_COUNTRIES,
  ...["CZ", "DK", "HU", "PL", "RO", "SE"],
  ...["IS", "LI", "NO"],
  ...["GB", "CH"],
]);
const VAT_INCLUSIVE_CURRENCIES: readonly Currency[] = ["EUR", "GBP", "PLN"];

export function showsTaxInclusiveWording(input: { country: string | null | undefined; currency: Currency }): boolean {
  const code = normalizeCountry(input.country);
  if (code === "") return VAT_INCLUSIVE_CURRENCIES.includes(input.currency);
  return VAT_INCLUSIVE_COUNTRIES.has(code);
}

export interface PlanPrice {
  currency: Currency;
  /** Minor units charged each period (or once, for a one-time purchase). */
  regular: number;
  /** Minor units of the first charge when the plan has an intro price; it pays for `introPeriods`. */
  intro: number | null;
  introPeriods: number;
  /** What the first charge is: the intro when there is one, else the regular price (after any trial). */
  firstCharge: number;
}

export function priceOf(plan: Plan, currency: Currency): PlanPrice {
  const price = plan.prices[currency];
  const intro = plan.intro === null ? null : (price.intro ?? null);
  return {
    currency,
    regular: price.regular,
    intro,
    introPeriods: intro === null ? 0 : (plan.intro?.periods ?? 0),
    firstCharge: intro ?? price.regular,
  };
}
