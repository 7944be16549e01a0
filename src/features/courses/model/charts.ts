import { addDays, daysBetween, type DayStatus, type LocalDay } from "./streak";

/**
 * The geometry of the progress pictures (decision record 0028): pure functions from numbers to
 * SVG coordinates, so the server renders the charts and the tests check them without a browser.
 * Days are local calendar days ("YYYY-MM-DD", see model/streak.ts): the learner's time zone has
 * been applied before, so nothing here depends on the machine's zone.
 */

export interface DayValue {
  day: LocalDay;
  value: number;
}

/** The `count` days ending with `today`, oldest first; a day without a value is 0. */
export function lastDays(today: LocalDay, count: number, values: readonly DayValue[]): DayValue[] {
  const byDay = new Map(values.map((entry) => [entry.day, entry.value]));
  return Array.from({ length: count }, (_, k) => {
    const day = addDays(today, k - count + 1);
    return { day, value: byDay.get(day) ?? 0 };
  });
}

/** A "nice" upper bound for an axis: 1, 2 or 5 times a power of ten, at least `max` (and at least `floor`). */
export function niceMax(max: number, floor = 1): number {
  const target = Math.max(max, floor);
  const power = 10 ** Math.floor(Math.log10(target));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= target) ?? 10;
  return step * power;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room kept free above the tallest value and below the baseline (labels). */
  top?: number;
  bottom?: number;
  left?: number;
  right?: number;
}

export interface Bar extends DayValue {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarChart {
  bars: Bar[];
  /** The value at the top of the axis. */
  max: number;
  /** The baseline's y and the top of the plot. */
  baseline: number;
  top: number;
  left: number;
  right: number;
}

/** Vertical bars, one per day, evenly spaced; a zero day has no height (the baseline shows it). */
export function barChart(values: readonly DayValue[], box: ChartBox, gapRatio = 0.25): BarChart {
  const { top = 8, bottom = 20, left = 0, right = 0 } = box;
  const max = niceMax(Math.max(0, ...values.map((entry) => entry.value)), 10);
  const plotHeight = box.height - top - bottom;
  const slot = values.length > 0 ? (box.width - left - right) / values.length : 0;
  const width = slot * (1 - gapRatio);
  const baseline = box.height - bottom;
  const bars = values.map((entry, index) => {
    const height = (Math.max(0, entry.value) / max) * plotHeight;
    return {
      ...entry,
      x: round(left + index * slot + (slot - width) / 2),
      y: round(baseline - height),
      width: round(width),
      height: round(height),
    };
  });
  return { bars, max, baseline, top, left, right: box.width - right };
}

export interface LinePoint extends DayValue {
  x: number;
  y: number;
}

export interface LineChart {
  points: LinePoint[];
  /** The SVG path of the line ("M x y L x y …"), empty without points. */
  path: string;
  /** The area under the line, closed on the baseline. */
  area: string;
  max: number;
  baseline: number;
  top: number;
}

/**
 * A line through cumulative values over days (words learned). The x position follows the calendar
 * (a gap of several days is wider than one day); the days run from the first point to the last.
 */
export function lineChart(values: readonly DayValue[], box: ChartBox): LineChart {
  const { top = 8, bottom = 20, left = 0, right = 0 } = box;
  const max = niceMax(Math.max(0, ...values.map((entry) => entry.value)), 10);
  const baseline = box.height - bottom;
  const plotHeight = box.height - top - bottom;
  const first = values[0]?.day;
  const last = values.at(-1)?.day;
  const span = first && last ? Math.max(1, daysBetween(first, last)) : 1;
  const plotWidth = box.width - left - right;
  const points = values.map((entry) => ({
    ...entry,
    x: round(left + (first ? (daysBetween(first, entry.day) / span) * plotWidth : 0)),
    y: round(baseline - (Math.max(0, entry.value) / max) * plotHeight),
  }));
  const path = points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join(" ");
  const area = points.length > 0 ? `${path} L${points.at(-1)!.x} ${baseline} L${points[0]!.x} ${baseline} Z` : "";
  return { points, path, area, max, baseline, top };
}

/** Running totals: `start` plus each day's value, in day order. */
export function cumulative(values: readonly DayValue[], start = 0): DayValue[] {
  let total = start;
  return values.map((entry) => {
    total += entry.value;
    return { day: entry.day, value: total };
  });
}

/** A day of the streak calendar: the streak's statuses, plus a break planned ahead and days to come. */
export type CalendarStatus = DayStatus | "planned-break" | "future" | "none";

export interface CalendarCell {
  day: LocalDay;
  /** Day of the month, 1–31. */
  date: number;
  status: CalendarStatus;
  isToday: boolean;
}

export interface MonthGrid {
  /** "YYYY-MM". */
  month: string;
  /** Rows of seven; null pads the days of the neighbouring months. */
  weeks: (CalendarCell | null)[][];
}

/** Day of the week of a calendar date, 0 = Sunday … 6 = Saturday (the date alone decides: no time zone). */
export function weekday(day: LocalDay): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

/** The months "YYYY-MM" of the `count` months ending with the one of `today`, oldest first. */
export function monthsEndingWith(today: LocalDay, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, k) => {
    const date = new Date(Date.UTC(year, month - (count - 1 - k), 1));
    return date.toISOString().slice(0, 7);
  });
}

function daysInMonth(month: string): number {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
}

/**
 * One month of the streak calendar, weeks starting on `weekStartsOn` (1 = Monday, 0 = Sunday).
 * A day after `today` is "future" unless a break is planned on it; a day before the first known
 * one is "none".
 */
export function monthGrid(
  month: string,
  statuses: ReadonlyMap<LocalDay, CalendarStatus>,
  today: LocalDay,
  weekStartsOn: 0 | 1 = 1,
): MonthGrid {
  const first = `${month}-01`;
  const lead = (weekday(first) - weekStartsOn + 7) % 7;
  const cells: (CalendarCell | null)[] = Array.from({ length: lead }, () => null);
  for (let date = 1; date <= daysInMonth(month); date++) {
    const day = addDays(first, date - 1);
    const known = statuses.get(day);
    const status: CalendarStatus = known ?? (day > today ? "future" : "none");
    cells.push({ day, date, status, isToday: day === today });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
  return { month, weeks };
}

/** The streak's days and the planned breaks ahead as one map for the calendar (a streak status wins). */
export function calendarStatuses(
  streakDays: readonly { day: LocalDay; status: DayStatus }[],
  plannedBreakDays: readonly LocalDay[],
  today: LocalDay,
): Map<LocalDay, CalendarStatus> {
  const statuses = new Map<LocalDay, CalendarStatus>();
  for (const day of plannedBreakDays) if (day >= today) statuses.set(day, day === today ? "break" : "planned-break");
  for (const entry of streakDays) statuses.set(entry.day, entry.status);
  return statuses;
}

/** The seven days of the week holding `today` (from `weekStartsOn`), with their calendar status. */
export function weekOf(today: LocalDay, statuses: ReadonlyMap<LocalDay, CalendarStatus>, weekStartsOn: 0 | 1 = 1): CalendarCell[] {
  const start = addDays(today, -((weekday(today) - weekStartsOn + 7) % 7));
  return Array.from({ length: 7 }, (_, k) => {
    const day = addDays(start, k);
    return { day, date: Number(day.slice(8, 10)), status: statuses.get(day) ?? (day > today ? "future" : "none"), isToday: day === today };
  });
}

export interface GoalRing {
  /** Whole minutes studied today (rounded down), and the goal. */
  minutesDone: number;
  minutes: number;
  /** 0–1, capped at 1 when the goal is passed. */
  fraction: number;
  reached: boolean;
  radius: number;
  circumference: number;
  /** stroke-dasharray for the progress arc: "<drawn> <rest>". */
  dash: string;
}

/** The daily-goal ring: a circle of `radius` drawn as far as today's seconds reach the goal. */
export function goalRing(seconds: number, minutes: number, radius: number): GoalRing {
  const goal = Math.max(1, minutes) * 60;
  const fraction = Math.min(1, Math.max(0, seconds) / goal);
  const circumference = round(2 * Math.PI * radius);
  const drawn = round(fraction * circumference);
  return {
    minutesDone: Math.floor(Math.max(0, seconds) / 60),
    minutes,
    fraction,
    reached: seconds >= goal,
    radius,
    circumference,
    dash: `${drawn} ${round(circumference - drawn)}`,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
