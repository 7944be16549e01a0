import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n";
import { monthGrid, monthsEndingWith, type CalendarStatus } from "../../model/charts";
import type { LocalDay } from "../../model/streak";
import { LEGEND, STATUS_KEY, STATUS_STYLE } from "./day-status";
import { formatDay, formatMonth, weekdayNames } from "./format";

/**
 * The streak calendar: month grids of the learner's local days, each day coloured by what the
 * streak made of it, with a legend; every day also says its status in words (a table of days).
 */
export async function StreakCalendar({
  locale,
  today,
  statuses,
  months = 2,
}: {
  locale: Locale;
  today: LocalDay;
  statuses: ReadonlyMap<LocalDay, CalendarStatus>;
  months?: number;
}) {
  const t = await getTranslations({ locale, namespace: "myPlan" });
  const names = weekdayNames(locale, 1, "short");
  const longNames = weekdayNames(locale, 1, "long");
  return (
    <section aria-labelledby="calendar-title" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6" data-chart="calendar">
      <h2 id="calendar-title" className="text-lg font-bold text-ink">
        {t("calendarTitle")}
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        {monthsEndingWith(today, months).map((month) => {
          const grid = monthGrid(month, statuses, today);
          return (
            <table key={month} className="w-full table-fixed border-separate border-spacing-1 text-center text-sm" data-month={month}>
              <caption className="mb-1 text-left font-semibold text-ink">{formatMonth(locale, month)}</caption>
              <thead>
                <tr>
                  {names.map((name, index) => (
                    <th key={name} scope="col" abbr={longNames[index]} className="text-xs font-medium text-gray-600">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.weeks.map((week, row) => (
                  <tr key={row}>
                    {week.map((cell, column) =>
                      cell ? (
                        <td key={cell.day} className="p-0" data-day={cell.day} data-status={cell.status}>
                          <span
                            className={`flex aspect-square items-center justify-center rounded-lg border-2 tabular-nums ${STATUS_STYLE[cell.status]} ${
                              cell.isToday ? "font-extrabold ring-2 ring-accent-500 ring-offset-1" : ""
                            }`}
                          >
                            <span aria-hidden="true">{cell.date}</span>
                            <span className="sr-only">
                              {formatDay(locale, cell.day, { day: "numeric", month: "long" })}: {t(`status.${STATUS_KEY[cell.status]}`)}
                              {cell.isToday ? ` (${t("today")})` : ""}
                            </span>
                          </span>
                        </td>
                      ) : (
                        <td key={`pad-${column}`} />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
      <Legend labels={LEGEND.map((status) => [status, t(`status.${STATUS_KEY[status]}`)] as const)} title={t("legend")} />
    </section>
  );
}

export function Legend({ labels, title }: { labels: readonly (readonly [CalendarStatus, string])[]; title: string }) {
  return (
    <div className="mt-4">
      <h3 className="sr-only">{title}</h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-gray-700">
        {labels.map(([status, label]) => (
          <li key={status} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block size-4 rounded border-2 ${STATUS_STYLE[status]}`} />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
