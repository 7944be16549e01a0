import { addDays, type CourseId, type Level, type LocalDay } from "@/features/courses";

/**
 * When a learner may reach the next CEFR level (decision record 0033): an estimate, not a promise,
 * from published hours per level for the language the course teaches. Each source gives the hours
 * to reach each level from a complete beginner (cumulative, low and high); the hours between two
 * levels are the difference of their ranges, and the learner's own minutes a day and days a week
 * turn them into weeks and a date. Published hours are taught hours, so the result is rounded up
 * and shown with its range and its source.
 */
export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

export const HOURS_SOURCE_IDS = ["cambridge", "cervantes"] as const;
export type HoursSourceId = (typeof HOURS_SOURCE_IDS)[number];

export interface HoursSource {
  id: HoursSourceId;
  url: string;
  /** Hours to reach each level from a complete beginner (cumulative), low and high; absent where the source gives no figure. */
  hours: Partial<Record<CefrLevel, readonly [number, number]>>;
}

export const HOURS_SOURCES = {
  /**
   * English: Cambridge English's approximate guided learning hours to reach each level:
   * A1 ~90–100, A2 ~180–200, B1 ~350–400, B2 ~500–600, C1 ~700–800, C2 ~1,000–1,200
   * ("Guided learning hours", Cambridge English Support).
   */
  cambridge: {
    id: "cambridge",
    url: "https://support.cambridgeenglish.org/hc/en-gb/articles/202838506-Guided-learning-hours",
    hours: { A1: [90, 100], A2: [180, 200], B1: [350, 400], B2: [500, 600], C1: [700, 800], C2: [1000, 1200] },
  },
  /**
   * Spanish: the Instituto Cervantes' general Spanish courses, as its Gibraltar centre publishes
   * them ("Levels, Contents and Course Books"): every course lasts 30 hours, and a level takes
   * A1 2 courses (60 h), A2 3 (90 h), B1 4 (120 h), B2 5 (150 h), C1 6 (180 h); cumulative
   * 60, 150, 270, 420, 600 hours. One figure per level (low = high). C2 has no general course
   * (only 20-hour special courses), so there is no figure for it and no estimate from C1.
   */
  cervantes: {
    id: "cervantes",
    url: "https://gibraltar.cervantes.es/en/courses_spanish/levels_contents_course_books.htm",
    hours: { A1: [60, 60], A2: [150, 150], B1: [270, 270], B2: [420, 420], C1: [600, 600] },
  },
} as const satisfies Record<HoursSourceId, HoursSource>;

/** Whose hours each course's estimate uses: a source about the language the course teaches. */
export const COURSE_HOURS_SOURCE: Record<CourseId, HoursSourceId> = { en: "cambridge", es: "cervantes" };

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
  /** Whose published hours these are (the page names it) and where they are published. */
  sourceId: HoursSourceId;
  source: string;
}

export function nextLevelOf(level: Level): CefrLevel {
  return CEFR_LEVELS[CEFR_LEVELS.indexOf(level) + 1]!;
}

/** Hours from the start of `level` to the start of the next one: the difference of the published ranges; null without a figure for both. */
export function hoursToNextLevel(source: HoursSource, level: Level): { hours: number; range: [number, number] } | null {
  const from = source.hours[level];
  const to = source.hours[nextLevelOf(level)];
  if (!from || !to) return null;
  const [fromLow, fromHigh] = from;
  const [toLow, toHigh] = to;
  const range: [number, number] = [Math.min(toLow - fromLow, toHigh - fromHigh), Math.max(toLow - fromLow, toHigh - fromHigh)];
  return { hours: (range[0] + range[1]) / 2, range };
}

/** Whole weeks (at least 1) to study `hours` at `minutesPerWeek`. */
export function weeksFor(hours: number, minutesPerWeek: number): number {
  if (minutesPerWeek <= 0) throw new RangeError("minutesPerWeek must be positive");
  return Math.max(1, Math.ceil((hours * 60) / minutesPerWeek));
}

type Pace = { level: Level; minutesPerDay: number; daysPerWeek: number };

/** The estimate from one source's hours; null when the source has no figure for the level or the next. */
export function estimateWith(source: HoursSource, input: Pace, today: LocalDay): LevelEstimate | null {
  const needed = hoursToNextLevel(source, input.level);
  if (!needed) return null;
  const { hours, range } = needed;
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
    sourceId: source.id,
    source: source.url,
  };
}

/** The next-level estimate for a learner of `course`, from the hours published for that course's language. */
export function estimateNextLevel(course: CourseId, input: Pace, today: LocalDay): LevelEstimate | null {
  return estimateWith(HOURS_SOURCES[COURSE_HOURS_SOURCE[course]], input, today);
}

const isSourceId = (value: unknown): value is HoursSourceId => (HOURS_SOURCE_IDS as readonly unknown[]).includes(value);

/**
 * An estimate as personal_plans keeps it (as it was made: never recomputed), or null when the plan
 * was made without one. Estimates stored before sources were per course have no `sourceId`: every
 * one of them used Cambridge English's hours, whatever the course.
 */
export function storedEstimate(value: unknown): LevelEstimate | null {
  if (typeof value !== "object" || value === null || !("nextLevel" in value) || !("weeks" in value)) return null;
  const stored = value as Omit<LevelEstimate, "sourceId"> & { sourceId?: unknown };
  return {
    level: stored.level,
    nextLevel: stored.nextLevel,
    hoursNeeded: stored.hoursNeeded,
    hoursRange: stored.hoursRange,
    minutesPerWeek: stored.minutesPerWeek,
    weeks: stored.weeks,
    weeksRange: stored.weeksRange,
    reachBy: stored.reachBy,
    sourceId: isSourceId(stored.sourceId) ? stored.sourceId : "cambridge",
    source: stored.source,
  };
}
