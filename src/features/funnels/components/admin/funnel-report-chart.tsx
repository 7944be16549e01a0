import type { FunnelReport } from "../../model/funnel-report";
import { reportChart } from "../../model/report-chart";

const BOX = { width: 720, labelWidth: 170, valueWidth: 56, barHeight: 14, barGap: 3, rowGap: 12 };
/** One colour per series (every visitor, then the variations in order); the legend names them. */
export const SERIES_COLOURS = ["fill-brand-600", "fill-amber-500", "fill-sky-600", "fill-rose-500", "fill-emerald-600", "fill-violet-600"];

/**
 * The report as horizontal bars drawn on the server (no chart library): one row per screen and
 * completion, one bar per series. The picture is hidden from assistive technology: the table
 * beside it holds the same numbers.
 */
export function FunnelReportChart({
  report,
  locale,
  labels,
}: {
  report: FunnelReport;
  locale: string;
  labels: { title: string; completed: string; series: string[] };
}) {
  const values = report.series[0]!.steps.map((_, step) => report.series.map((series) => series.steps[step]!.visitors));
  const chart = reportChart(values, BOX);
  const stepLabels = [...report.screens.map((screen) => screen.id), labels.completed];
  const number = new Intl.NumberFormat(locale);
  return (
    <figure className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6" data-chart="funnel-report">
      <figcaption className="text-lg font-bold text-ink">{labels.title}</figcaption>
      {labels.series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-4 text-sm text-muted">
          {labels.series.map((name, index) => (
            <li key={name} className="flex items-center gap-2">
              <svg width="12" height="12" aria-hidden="true">
                <rect width="12" height="12" rx="2" className={SERIES_COLOURS[index % SERIES_COLOURS.length]} />
              </svg>
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <svg viewBox={`0 0 ${chart.width} ${Math.max(chart.height, 1)}`} className="mt-4 h-auto w-full" aria-hidden="true">
        {chart.rows.map((row, step) => (
          <text key={stepLabels[step]} x={0} y={row.middle} dominantBaseline="middle" className="fill-gray-700 text-[12px]">
            {stepLabels[step]}
          </text>
        ))}
        {chart.bars.map((bar) => (
          <g key={`${bar.step}-${bar.series}`}>
            <rect
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx="2"
              className={SERIES_COLOURS[bar.series % SERIES_COLOURS.length]}
              data-step={stepLabels[bar.step]}
              data-series={bar.series}
              data-value={bar.value}
            />
            <text x={bar.x + bar.width + 6} y={bar.y + bar.height / 2} dominantBaseline="middle" className="fill-gray-700 text-[11px]">
              {number.format(bar.value)}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
