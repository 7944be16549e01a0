import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n";
import type { CalendarCell } from "../../model/charts";
import { STATUS_KEY, STATUS_STYLE } from "./day-status";
import { formatDay } from "./format";

/** This week, Monday to Sunday: one circle per day with its status in words for screen readers. */
export async function WeekStrip({ locale, week }: { locale: Locale; week: readonly CalendarCell[] }) {
  const t = await getTranslations({ locale, namespace: "myPlan" });
  return (
    <ol className="grid grid-cols-7 gap-1 text-center" aria-label={t("weekHeading")} data-week>
      {week.map((cell) => (
        <li key={cell.day} data-day={cell.day} data-status={cell.status} className="flex flex-col items-center gap-1">
          <span className="text-xs font-medium text-gray-600" aria-hidden="true">
            {formatDay(locale, cell.day, { weekday: "narrow" })}
          </span>
          <span
            className={`flex size-9 items-center justify-center rounded-full border-2 text-sm tabular-nums ${STATUS_STYLE[cell.status]} ${
              cell.isToday ? "font-extrabold ring-2 ring-accent-500 ring-offset-1" : ""
            }`}
          >
            <span aria-hidden="true">{cell.date}</span>
            <span className="sr-only">
              {formatDay(locale, cell.day, { weekday: "long", day: "numeric", month: "long" })}: {t(`status.${STATUS_KEY[cell.status]}`)}
              {cell.isToday ? ` (${t("today")})` : ""}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
