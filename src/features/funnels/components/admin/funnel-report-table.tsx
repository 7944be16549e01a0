import type { FunnelReport, ReportStep } from "../../model/funnel-report";

export interface ReportTableLabels {
  caption: string;
  screen: string;
  visitors: string;
  dropOff: string;
  completed: string;
  completion: string;
  series: string[];
}

/** The report's numbers: a row per screen in path order and completion; per series, visitors and drop-off from the row before. */
export function FunnelReportTable({ report, locale, labels }: { report: FunnelReport; locale: string; labels: ReportTableLabels }) {
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const dropOff = (step: ReportStep) =>
    step.dropOff === null
      ? "—"
      : `${number.format(step.dropOff)}${step.dropOffRate === null ? "" : ` (${percent.format(step.dropOffRate)})`}`;
  const rows = [
    ...report.screens.map((screen) => ({ id: screen.id, type: screen.type as string | null })),
    { id: labels.completed, type: null },
  ];
  const isSplit = report.series.length > 1;
  return (
    // Scrolls sideways when split by many variations: a region keyboard users can focus and scroll.
    <div
      role="region"
      aria-label={labels.caption}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="min-w-full text-left text-sm" data-report-table>
        <caption className="px-3 py-2 text-left font-semibold text-ink">{labels.caption}</caption>
        <thead className="bg-gray-50">
          {isSplit ? (
            <tr>
              <td />
              {report.series.map((series, index) => (
                <th key={series.variant ?? "all"} scope="colgroup" colSpan={2} className="border-l border-gray-200 px-3 py-2">
                  {labels.series[index]}
                </th>
              ))}
            </tr>
          ) : null}
          <tr>
            <th scope="col" className="px-3 py-2">
              {labels.screen}
            </th>
            {report.series.map((series) => [
              <th key={`${series.variant ?? "all"}-v`} scope="col" className="border-l border-gray-200 px-3 py-2 text-right">
                {labels.visitors}
              </th>,
              <th key={`${series.variant ?? "all"}-d`} scope="col" className="px-3 py-2 text-right">
                {labels.dropOff}
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, step) => (
            <tr key={`${row.id}-${step}`} className="border-t border-gray-100" data-step={row.type === null ? "completed" : row.id}>
              <th scope="row" className="px-3 py-2 font-medium">
                <span className="font-mono">{row.id}</span>
                {row.type ? <span className="ml-2 text-xs text-muted">{row.type}</span> : null}
              </th>
              {report.series.map((series) => [
                <td key={`${series.variant ?? "all"}-v`} className="border-l border-gray-200 px-3 py-2 text-right tabular-nums">
                  {number.format(series.steps[step]!.visitors)}
                </td>,
                <td key={`${series.variant ?? "all"}-d`} className="px-3 py-2 text-right tabular-nums">
                  {dropOff(series.steps[step]!)}
                </td>,
              ])}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-gray-200 bg-gray-50">
            <th scope="row" className="px-3 py-2">
              {labels.completion}
            </th>
            {report.series.map((series) => (
              <td key={series.variant ?? "all"} colSpan={2} className="border-l border-gray-200 px-3 py-2 text-right tabular-nums">
                {series.completionRate === null ? "—" : percent.format(series.completionRate)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
