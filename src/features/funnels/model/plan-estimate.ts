import { addDays, type Level, type LocalDay } from "@/features/courses";

/**
 * When a learner may reach the next CEFR level (decision record 0033): an estimate, not a promise.
 * Cambridge English publishes approximate guided learning hours to reach each CEFR level from a
 * complete beginner (cumulative): A1 ~90–100, A2 ~180–200, B1 ~350–400, B2 ~500–600,
 * C1 ~700–800, C2 ~1,000–1,200 ("Guided learning hours", Cambridge English Support,
 * https://support.cambridgeenglish.org/hc/en-gb/articles/202838506-Guided-learning-hours). The
 * hours between two levels are the difference of their ranges; the learner's own minutes a day and
 * days a week turn them into weeks and a date. Guided hours count lessons with a teacher, so the
 * result is rounded up and shown with its range.
 */
export const GUIDED_LEARNING_HOURS = {
  A1: [90, 100],
  A2: [180, 200],
  B1: [350, 400],
  B2: [500, 600],
  C1: [700, 800],
  C2: [1000, 1200],
} as const satisfies Record<string, readonly [number, number]>;
export type CefrLevel = keyof typeof GUIDED_LEARNING_HOURS;

export const GLH_SOURCE = "https://support.cambridgeenglish.org/hc/en-gb/articles/202838506-Guided-learning-hours";

const ORDER = Object.keys(GUIDED_LEARNING_HOURS) as CefrLevel[];

export interface LevelEstimate {
  /** The level the learner is at and the one the estimate is for. */
  level: Level;
  nextLevel: CefrLevel;
  /** Hours from `level` to `nextLevel` (the middle of the range) and the range itself. */
  hoursNeeded: number;
  hoursRange: [number, number];
  minutesPerWeek: number;
  /** Whole weeks at the learner's pace (middle, fastest, slowest) and the date of the middle one. */
  weeks: number;
  weeksRange: [number, number];
  reachBy: LocalDay;
  source: string;
}

export function nextLevelOf(level: Level): CefrLevel {
  return ORDER[ORDER.indexOf(level) + 1]!;
}

/** Hours from the start of `level` to the start of the next one: the difference of the published ranges. */
export function hoursToNextLevel(level: Level): { hours: number; range: [number, number] } {
  const [fromLow, fromHigh] = GUIDED_LEARNING_HOURS[level];
  const [toLow, toHigh] = GUIDED_LEARNING_HOURS[nextLevelOf(level)];
  const range: [number, number] = [Math.min(toLow - fromLow, toHigh - fromHigh), Math.max(toLow - fromLow, toHigh - fromHigh)];
  return { hours: (range[0] + range[1]) / 2, range };
}

/** Whole weeks (at least 1) to study `hours` at `minutesPerWeek`. */
export function weeksFor(hours: number, minutesPerWeek: number): number {
  if (minutesPerWeek <= 0) throw new RangeError("minutesPerWeek must be positive");
  return Math.max(1, Math.ceil((hours * 60) / minutesPerWeek));
}

export function estimateNextLevel(input: { level: Level; minutesPerDay: number; daysPerWeek: number }, today: LocalDay): LevelEstimate {
  const { hours, range } = hoursToNextLevel(input.level);
  const minutesPerWeek = input.minutesPerDay * input.daysPerWeek;
  const weeks = weeksFor(hours, minutesPerWeek);
  return {
    level: input.level,
    nextLevel: nextLevelOf(input.level),
    hoursNeeded: hours,
    hoursRange: range,
    minutesPerWeek,
    weeks,
    weeksRange: [weeksFor(range[0], minutesPerWeek), weeksFor(range[1], minutesPerWeek)],
    reachBy: addDays(today, weeks * 7),
    source: GLH_SOURCE,
  };
}
