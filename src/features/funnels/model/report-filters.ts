/**
 * The funnel report's filters from the page's query (decision record 0038): a funnel among the
 * definitions (the first by default), a range of whole UTC days, both included (the last 30 days
 * by default, at most REPORT_MAX_DAYS), and optionally an experiment to split by.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const REPORT_DEFAULT_DAYS = 30;
/** The longest range, in days (growth reads at most 366). */
export const REPORT_MAX_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const EXPERIMENT_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

export interface ReportFilters {
  funnel: string;
  /** "YYYY-MM-DD", UTC, both included. */
  fromDay: string;
  toDay: string;
  /** [from, to): the start of fromDay to the start of the day after toDay. */
  from: Date;
  to: Date;
  experiment: string | undefined;
}

export type ParsedFilters = { ok: true; filters: ReportFilters } | { ok: false; filters: ReportFilters };

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

function dayStart(day: string): Date | null {
  if (!DAY.test(day)) return null;
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date;
}

/** Defaults stand in for what is missing; anything malformed gives the defaults and `ok: false` (the page says so). */
export function parseReportFilters(query: Query, funnels: readonly string[], now: Date): ParsedFilters {
  const today = now.toISOString().slice(0, 10);
  const defaultFrom = new Date(dayStart(today)!.getTime() - (REPORT_DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const defaults = filtersOf(funnels[0] ?? "", defaultFrom, today, undefined);

  const funnel = first(query.funnel) ?? defaults.funnel;
  const fromDay = first(query.from) ?? defaultFrom;
  const toDay = first(query.to) ?? today;
  const experiment = first(query.experiment);
  const from = dayStart(fromDay);
  const to = dayStart(toDay);
  const isValid =
    funnels.includes(funnel) &&
    from !== null &&
    to !== null &&
    from.getTime() <= to.getTime() &&
    (to.getTime() - from.getTime()) / DAY_MS + 1 <= REPORT_MAX_DAYS &&
    (experiment === undefined || EXPERIMENT_KEY.test(experiment));
  return isValid ? { ok: true, filters: filtersOf(funnel, fromDay, toDay, experiment) } : { ok: false, filters: defaults };
}

function filtersOf(funnel: string, fromDay: string, toDay: string, experiment: string | undefined): ReportFilters {
  return {
    funnel,
    fromDay,
    toDay,
    from: dayStart(fromDay)!,
    to: new Date(dayStart(toDay)!.getTime() + DAY_MS),
    experiment,
  };
}
