import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n";
import { barChart, type DayValue } from "../../model/charts";
import { formatDay } from "./format";

const BOX = { width: 600, height: 180, top: 4, bottom: 2 };

/** XP per day over the last 30 days: bars drawn on the server, a summary for screen readers and the numbers in a table. */
export async function XpChart({ locale, days, today }: { locale: Locale; days: readonly DayValue[]; today: string }) {
  const t = await getTranslations({ locale, namespace: "myPlan" });
  const chart = barChart(days, BOX);
  const total = days.reduce((sum, entry) => sum + entry.value, 0);
  const best = Math.max(0, ...days.map((entry) => entry.value));
  const summary = t("xpChartSummary", { total, best, active: days.filter((entry) => entry.value > 0).length });
  const ticks = [0, chart.max / 2, chart.max];
  const y = (value: number) => chart.baseline - (value / chart.max) * (chart.baseline - chart.top);
  const labelled = [0, Math.floor(days.length / 2), days.length - 1];
  return (
    <figure aria-labelledby="xp-chart-title" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6" data-chart="xp">
      <h2 id="xp-chart-title" className="text-lg font-bold text-ink">
        {t("xpChartTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{summary}</p>
      {/* Axis labels are HTML (their text keeps its size on every screen); the picture scales. */}
      <div className="mt-4 flex justify-between text-xs text-gray-600" aria-hidden="true">
        <span>{new Intl.NumberFormat(locale).format(chart.max)}</span>
      </div>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="mt-1 h-auto w-full"
        role="img"
        aria-label={`${t("xpChartTitle")}. ${summary}`}
      >
        {ticks.map((tick) => (
          <line key={tick} x1={0} x2={BOX.width} y1={y(tick)} y2={y(tick)} className="stroke-gray-200" strokeWidth="1" aria-hidden="true" />
        ))}
        {chart.bars.map((bar) => (
          <rect
            key={bar.day}
            x={bar.x}
            y={bar.height > 0 ? bar.y : chart.baseline - 2}
            width={bar.width}
            height={Math.max(bar.height, 2)}
            rx="2"
            className={bar.day === today ? "fill-accent-500" : bar.height > 0 ? "fill-brand-600" : "fill-gray-300"}
            data-day={bar.day}
            data-value={bar.value}
          />
        ))}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-gray-600" aria-hidden="true">
        {labelled.map((index) => {
          const entry = days[index];
          return entry ? <span key={entry.day}>{formatDay(locale, entry.day)}</span> : null;
        })}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{t("showNumbers")}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t("xpChartTitle")}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4 font-semibold">
                {t("tableDay")}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {t("tableXp")}
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
