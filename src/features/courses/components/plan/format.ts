import type { Locale } from "@/lib/i18n";
import type { LocalDay } from "../../model/streak";

/** A local day in the interface language ("12 Mar"); the date alone decides, whatever the server's zone. */
export function formatDay(locale: Locale, day: LocalDay, options: Intl.DateTimeFormatOptions = { day: "numeric", month: "short" }): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/** A month "YYYY-MM" as "March 2026". */
export function formatMonth(locale: Locale, month: string): string {
  return formatDay(locale, `${month}-01`, { month: "long", year: "numeric" });
}

/** Short weekday names from `weekStartsOn`, in the interface language. */
export function weekdayNames(locale: Locale, weekStartsOn: 0 | 1 = 1, width: "narrow" | "short" | "long" = "short"): string[] {
  // 4 January 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, k) =>
    formatDay(locale, `2026-01-${String(4 + weekStartsOn + k).padStart(2, "0")}`, { weekday: width }),
  );
}
