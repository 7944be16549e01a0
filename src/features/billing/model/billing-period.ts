import type { BillingPeriod } from "./plan-schema";

const DAY_MS = 86_400_000;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Calendar months in UTC; a day the target month lacks clamps to its last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** `date` plus `times` billing periods (a twoForOneSubscription's first charge covers two). */
export function addPeriods(date: Date, period: BillingPeriod, times = 1): Date {
  const count = period.count * times;
  switch (period.unit) {
    case "day":
      return addDays(date, count);
    case "week":
      return addDays(date, 7 * count);
    case "month":
      return addMonths(date, count);
    case "year":
      return addMonths(date, 12 * count);
  }
}
