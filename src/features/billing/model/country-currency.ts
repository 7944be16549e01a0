import type { Currency } from "./plan-schema";

/**
 * The currency of a country, alone in its module: the public pricing pages' browser island needs
 * only this (currency.ts re-exports it).
 */

/** Countries whose money is the euro: the euro area (Bulgaria from 2026), their regions with own codes, and the euro's other users. */
export const EURO_COUNTRIES: ReadonlySet<string> = new Set([
  ...["AT", "BE", "BG", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PT", "SI", "SK"],
  ...["AX", "GF", "GP", "MQ", "RE", "YT", "BL", "MF", "PM"],
  ...["AD", "MC", "SM", "VA", "ME", "XK"],
]);

const NATIONAL_CURRENCY: Record<string, Currency> = { UA: "UAH", PL: "PLN", TR: "TRY", IN: "INR", BR: "BRL", GB: "GBP" };

export const normalizeCountry = (country: string | null | undefined) => (country ?? "").trim().toUpperCase();

/** UA→UAH, PL→PLN, TR→TRY, IN→INR, BR→BRL, GB→GBP, the euro's countries→EUR, anything else (or unknown)→USD. */
export function defaultCurrencyFor(country: string | null | undefined): Currency {
  const code = normalizeCountry(country);
  if (EURO_COUNTRIES.has(code)) return "EUR";
  return NATIONAL_CURRENCY[code] ?? "USD";
}
