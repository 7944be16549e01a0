/**
 * The admin funnel report (issue 14 item 7, decision record 0038): growth's counts of distinct
 * devices laid on the funnel's definition, in path order (the definition's order; a screen nobody
 * viewed shows 0), each step's drop-off from the one before, and completion as the last step.
 * Pure: the page and the tests give it the counts.
 */

/** Growth's counts (readFunnelReport's result, structurally). `variant` null = every visitor. */
export interface ReportCounts {
  screens: readonly { screenId: string; variant: string | null; visitors: number }[];
  completed: readonly { variant: string | null; visitors: number }[];
}

export interface ReportStep {
  visitors: number;
  /** Visitors of the step before who are not here (negative when more arrive, e.g. by a deep link); null for the first step. */
  dropOff: number | null;
  /** dropOff / the step before's visitors, 0…1 (null for the first step or when nobody was there). */
  dropOffRate: number | null;
}

export interface ReportSeries {
  /** null: every visitor; else the variation's id. */
  variant: string | null;
  /** One per screen in path order, then completion. */
  steps: ReportStep[];
  /** Completing visitors / the first screen's visitors (null when nobody started). */
  completionRate: number | null;
}

export interface FunnelReport {
  /** The screens in path order (ids and types), then the completion step. */
  screens: { id: string; type: string }[];
  series: ReportSeries[];
}

/** The report: one series for every visitor, then one per variation (in the order given). */
export function buildFunnelReport(
  screens: readonly { id: string; type: string }[],
  counts: ReportCounts,
  variants: readonly string[] = [],
): FunnelReport {
  const seriesOf = (variant: string | null): ReportSeries => {
    const visitorsOf = (screenId: string) =>
      counts.screens.find((row) => row.screenId === screenId && row.variant === variant)?.visitors ?? 0;
    const values = [
      ...screens.map((screen) => visitorsOf(screen.id)),
      counts.completed.find((row) => row.variant === variant)?.visitors ?? 0,
    ];
    const steps = values.map((visitors, index): ReportStep => {
      if (index === 0) return { visitors, dropOff: null, dropOffRate: null };
      const before = values[index - 1]!;
      const dropOff = before - visitors;
      return { visitors, dropOff, dropOffRate: before > 0 ? dropOff / before : null };
    });
    const first = values[0] ?? 0;
    return { variant, steps, completionRate: first > 0 ? values[values.length - 1]! / first : null };
  };
  return { screens: screens.map(({ id, type }) => ({ id, type })), series: [null, ...variants].map(seriesOf) };
}
