import { formatCurrency, type Locale } from "@/lib/i18n";

/**
 * An amount in minor units formatted for the interface locale (browser-safe; the same rule as
 * price-selection's formatMoney, without loading the catalogue): 1499 USD → "$14.99" (en), "14,99 $" (de).
 */
export function formatMinorUnits(locale: Locale, amountMinor: number, currency: string): string {
  const digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return formatCurrency(locale, amountMinor / 10 ** digits, currency);
}

/** A receipt's number as every page and email writes it: six digits at least, 3 → "000003". */
export function receiptNumberText(receiptNumber: number): string {
  return String(receiptNumber).padStart(6, "0");
}
