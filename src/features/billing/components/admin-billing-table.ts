import { formatCurrency, type Locale } from "@/lib/i18n";
import { minorUnitDigits } from "../model/price-selection";

/** The billing admin's table styles. */
export const cell = "px-3 py-2 align-top";
export const table = "min-w-full text-left text-sm";
export const tableBox = "mt-3 overflow-x-auto rounded-2xl border border-gray-200 bg-white";

/** An amount in minor units of any currency a payment was taken in. */
export const money = (locale: Locale, minor: number, currency: string) =>
  formatCurrency(locale, minor / 10 ** minorUnitDigits(currency), currency);
