/**
 * The funnel report's chart geometry (decision record 0038): horizontal bars, one row per step
 * (the screens, then completion), one bar per series in each row, widths proportional to the
 * visitors against the largest value. Pure numbers to SVG coordinates, as courses' progress
 * pictures (decision record 0028): the server draws them and the tests check them.
 */

export interface ReportChartBox {
  width: number;
  /** Room on the left for the step's label. */
  labelWidth: number;
  /** Each bar's height and the space between bars of one row. */
  barHeight: number;
  barGap: number;
  /** The space between rows. */
  rowGap: number;
  /** Room on the right for the value printed after the longest bar. */
  valueWidth: number;
}

export interface ReportBar {
  step: number;
  series: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ReportChart {
  bars: ReportBar[];
  /** Each row's top and middle (for its label). */
  rows: { y: number; middle: number }[];
  /** The largest value (the full width), at least 1. */
  max: number;
  height: number;
  width: number;
}

/** `values[step][series]`: visitors. A zero is a bar of no width (its printed 0 says so). */
export function reportChart(values: readonly (readonly number[])[], box: ReportChartBox): ReportChart {
  const seriesCount = Math.max(1, ...values.map((row) => row.length));
  const max = Math.max(1, ...values.flat());
  const plotWidth = Math.max(0, box.width - box.labelWidth - box.valueWidth);
  const rowHeight = seriesCount * box.barHeight + (seriesCount - 1) * box.barGap;
  const rows = values.map((_, step) => {
    const y = step * (rowHeight + box.rowGap);
    return { y, middle: round(y + rowHeight / 2) };
  });
  const bars = values.flatMap((row, step) =>
    row.map((value, series) => ({
      step,
      series,
      value,
      x: box.labelWidth,
      y: round(rows[step]!.y + series * (box.barHeight + box.barGap)),
      width: round((Math.max(0, value) / max) * plotWidth),
      height: box.barHeight,
    })),
  );
  const height = values.length > 0 ? values.length * rowHeight + (values.length - 1) * box.rowGap : 0;
  return { bars, rows, max, height, width: box.width };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
