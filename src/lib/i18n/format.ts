import type { Locale } from "./locales";

/** Intl formatting per interface locale; use these (or next-intl's useFormatter), never hand-built strings. */
export function formatDate(locale: Locale, date: Date, style: "long" | "medium" | "short" = "long"): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" }).format(date);
}

export function formatDateTime(locale: Locale, date: Date, timeZone = "UTC"): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}

/**
 * Each locale's own currency, written with its narrow symbol: unambiguous at home, and the same in
 * every runtime (Chromium's ICU writes hryvnias "грн" where Node's writes "₴", so a price would
 * change its symbol between a server-drawn page and one drawn in the browser). Other currencies keep
 * the locale's standard symbol ("USD" in es-419, where "$" alone could be pesos).
 */
const HOME_CURRENCY: Partial<Record<Locale, string>> = { uk: "UAH", pl: "PLN", tr: "TRY", hi: "INR" };

export function formatCurrency(locale: Locale, amount: number, currency: string): string {
  const currencyDisplay = HOME_CURRENCY[locale] === currency ? "narrowSymbol" : "symbol";
  return new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay }).format(amount);
}
