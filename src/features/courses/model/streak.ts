import { isValidTimeZone } from "@/lib/api/time-location";

/**
 * Streaks by the learner's local day (decision record 0021). Pure: the server stores the events
 * (activities with the zone of their `X-Time-Location`, announced breaks) and recomputes.
 * - A local day is the calendar date in the zone the learner was in at that instant (Intl; DST is
 *   the zone database's business, never "24 hours later").
 * - A day counts once; the streak is the number of active days since it last broke.
 * - Zone changes: a calendar day between two activities is missed only if the learner lived a
 *   whole day without practice, seen from either zone. Flying east over many zones can skip a
 *   calendar day ("travel": held, not counted); flying west repeats one (counted once).
 * - Freezes: one earned on every 7th day of a streak (7, 14, 21 …), at most 2 held; each missed day
 *   of a live streak spends one, in order, at the day's end; with none left the streak breaks (the
 *   learner keeps no partial credit, and freezes are never spent on a streak that is already 0).
 * - Planned breaks: 1–14 days, announced before the first break day (in the announcing zone);
 *   break days hold the streak and spend nothing. Practice during a break counts as usual.
 */

/** A calendar date, "YYYY-MM-DD". */
export type LocalDay = string;

export interface ActivityEvent {
  kind: "activity";
  at: Date;
  timeZone: string;
}

export interface BreakEvent {
  kind: "break";
  announcedAt: Date;
  timeZone: string;
  firstDay: LocalDay;
  days: number;
}

export type StreakEvent = ActivityEvent | BreakEvent;

/** "pending": today, not practised yet (it is judged when it ends). */
export type DayStatus = "active" | "frozen" | "break" | "travel" | "missed" | "pending";

export interface StreakState {
  today: LocalDay;
  current: number;
  longest: number;
  freezesHeld: number;
  activeToday: boolean;
  onBreakToday: boolean;
  freezesEarned: LocalDay[];
  freezesSpent: LocalDay[];
  /** Every day from the first activity to today: the streak calendar. */
  days: { day: LocalDay; status: DayStatus }[];
}

export const FREEZE_EVERY_DAYS = 7;
export const MAX_FREEZES_HELD = 2;
export const MIN_BREAK_DAYS = 1;
export const MAX_BREAK_DAYS = 14;
export const FALLBACK_TIME_ZONE = "UTC";

/** The zone of an `X-Time-Location` value; UTC when it is missing or unknown. */
export function resolveTimeZone(value: string | null | undefined): string {
  const zone = value?.trim();
  return isValidTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a zone. */
export function localDay(at: Date, timeZone: string): LocalDay {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US-u-ca-gregory-nu-latn", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

const toUtc = (day: LocalDay) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const DAY_MS = 86_400_000;

export function addDays(day: LocalDay, days: number): LocalDay {
  return new Date(toUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDay, to: LocalDay): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

export type BreakProblem = "bad-length" | "not-in-advance" | "bad-day";

/** Why a break cannot be taken as announced, or null when it can. */
export function breakProblem(plan: Omit<BreakEvent, "kind">): BreakProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(plan.firstDay) || addDays(plan.firstDay, 0) !== plan.firstDay) return "bad-day";
  if (!Number.isInteger(plan.days) || plan.days < MIN_BREAK_DAYS || plan.days > MAX_BREAK_DAYS) return "bad-length";
  if (daysBetween(localDay(plan.announcedAt, resolveTimeZone(plan.timeZone)), plan.firstDay) < 1) return "not-in-advance";
  return null;
}

export function breakDays(plan: Pick<BreakEvent, "firstDay" | "days">): LocalDay[] {
  return Array.from({ length: plan.days }, (_, k) => addDays(plan.firstDay, k));
}

interface Mark {
  day: LocalDay;
  at: Date;
  timeZone: string;
}

/** Days between `last` and `next` (exclusive) the learner really lived through without practice. */
function livedGap(last: Mark, next: Mark): number {
  const calendar = daysBetween(last.day, next.day);
  const seenFromLast = daysBetween(last.day, localDay(next.at, last.timeZone));
  const seenFromNext = daysBetween(localDay(last.at, next.timeZone), next.day);
  return Math.max(0, Math.min(calendar, seenFromLast, seenFromNext) - 1);
}

export function computeStreak(events: readonly StreakEvent[], now: Date, timeZone: string): StreakState {
  const zone = resolveTimeZone(timeZone);
  const today = localDay(now, zone);
  const onBreak = new Set(
    events.flatMap((e) => (e.kind === "break" && e.announcedAt <= now && breakProblem(e) === null ? breakDays(e) : [])),
  );
  const activities = events
    .filter((e): e is ActivityEvent => e.kind === "activity" && e.at <= now)
    .map((e) => ({ at: e.at, timeZone: resolveTimeZone(e.timeZone) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());

  const state: StreakState = {
    today,
    current: 0,
    longest: 0,
    freezesHeld: 0,
    activeToday: false,
    onBreakToday: onBreak.has(today),
    freezesEarned: [],
    freezesSpent: [],
    days: [],
  };

  const judgeGap = (last: Mark, next: Mark) => {
    let travel = daysBetween(last.day, next.day) - 1 - livedGap(last, next);
    for (let day = addDays(last.day, 1); day < next.day; day = addDays(day, 1)) {
      let status: DayStatus;
      if (onBreak.has(day)) status = "break";
      else if (travel > 0) {
        travel--;
        status = "travel";
      } else if (state.current > 0 && state.freezesHeld > 0) {
        state.freezesHeld--;
        state.freezesSpent.push(day);
        status = "frozen";
      } else {
        state.current = 0;
        status = "missed";
      }
      state.days.push({ day, status });
    }
  };

  let last: Mark | null = null;
  for (const activity of activities) {
    const day = localDay(activity.at, activity.timeZone);
    if (last && day <= last.day) {
      // The same calendar day again (or an earlier one, after flying west): it counts once.
      last = { day: last.day, at: activity.at, timeZone: activity.timeZone };
      continue;
    }
    const mark = { day, ...activity };
    if (last) judgeGap(last, mark);
    state.current++;
    state.longest = Math.max(state.longest, state.current);
    if (state.current % FREEZE_EVERY_DAYS === 0 && state.freezesHeld < MAX_FREEZES_HELD) {
      state.freezesHeld++;
      state.freezesEarned.push(day);
    }
    state.days.push({ day, status: "active" });
    last = mark;
  }

  if (!last) return state;
  if (last.day >= today) state.activeToday = true;
  else {
    judgeGap(last, { day: today, at: now, timeZone: zone });
    state.days.push({ day: today, status: onBreak.has(today) ? "break" : "pending" });
  }
  return state;
}
