import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n";
import { lineChart, type DayValue } from "../../model/charts";
import { formatDay } from "./format";

const BOX = { width: 600, height: 180, top: 8, bottom: 4, left: 6, right: 6 };

/** Words learned over the last 30 days (the first point is the total before them): a line drawn on the server, a summary and the numbers in a table. */
export async function WordsChart({ locale, days }: { locale: Locale; days: readonly DayValue[] }) {
  const t = await getTranslations({ locale, namespace: "myPlan" });
  const chart = lineChart(days, BOX);
  const count = days.at(-1)?.value ?? 0;
  const gained = count - (days[0]?.value ?? 0);
  const summary = t("wordsChartSummary", { count, gained });
  const ticks = [0, chart.max / 2, chart.max];
  const y = (value: number) => chart.baseline - (value / chart.max) * (chart.baseline - chart.top);
  const first = chart.points[0];
  const last = chart.points.at(-1);
  return (
    <figure aria-labelledby="words-chart-title" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6" data-chart="words">
      <h2 id="words-chart-title" className="text-lg font-bold text-ink">
        {t("wordsChartTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{summary}</p>
      <div className="mt-4 flex justify-between text-xs text-gray-600" aria-hidden="true">
        <span>{new Intl.NumberFormat(locale).format(chart.max)}</span>
      </div>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="mt-1 h-auto w-full"
        role="img"
        aria-label={`${t("wordsChartTitle")}. ${summary}`}
      >
        {ticks.map((tick) => (
          <line key={tick} x1={0} x2={BOX.width} y1={y(tick)} y2={y(tick)} className="stroke-gray-200" strokeWidth="1" aria-hidden="true" />
        ))}
        <path d={chart.area} className="fill-brand-100" />
        <path d={chart.path} fill="none" className="stroke-brand-600" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
        {last ? <circle cx={last.x} cy={last.y} r="5" className="fill-brand-600" /> : null}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-gray-600" aria-hidden="true">
        {first ? <span>{formatDay(locale, first.day)}</span> : null}
        {last ? <span>{formatDay(locale, last.day)}</span> : null}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{t("showNumbers")}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t("wordsChartTitle")}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4 font-semibold">
                {t("tableDay")}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {t("tableWords")}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((entry) => (
              <tr key={entry.day} className="border-t border-gray-100">
                <td className="py-1 pr-4">{formatDay(locale, entry.day, { weekday: "short", day: "numeric", month: "short" })}</td>
                <td className="py-1 tabular-nums">{entry.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
