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

export function formatCurrency(locale: Locale, amount: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}
