import { formatCurrency, type Locale } from "@/lib/i18n";
import type { Currency } from "./plan-schema";

export { defaultCurrencyFor, EURO_COUNTRIES, normalizeCountry } from "./country-currency";

/**
 * The currency rules the browser needs too (the currency switcher's default, amounts it formats),
 * apart from price-selection.ts so they load without the catalogue's schema (zod). Types only
 * come from plan-schema.ts.
 */

/** Every currency we sell in, in the switcher's order (plan-schema.ts's CURRENCIES; a test keeps them equal). */
export const CURRENCY_CODES: readonly Currency[] = ["USD", "EUR", "GBP", "UAH", "PLN", "TRY", "INR", "BRL"];

export const isCurrencyCode = (value: unknown): value is Currency => CURRENCY_CODES.includes(value as Currency);

/** Digits after the decimal point of a currency's minor unit (2 for all we sell today; 0 for JPY). */
export function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in minor units, formatted for the interface locale: 1499 USD → "$14.99" (en), "14,99 $" (de). */
export function formatMoney(locale: Locale, amountMinor: number, currency: Currency): string {
  return formatCurrency(locale, amountMinor / 10 ** minorUnitDigits(currency), currency);
}
