import { addDays, MAX_BREAK_DAYS, type DayStatus, type LocalDay } from "./streak";
import type { DayValue } from "./charts";

/**
 * The learner's plan (decision record 0028): what /my-plan and /my-plan/progress show, read on the
 * server in one function (server/read-my-plan.ts) so the onboarding funnel can later fill it
 * from the learner's answers. Pure data: the pages and their tests build it freely.
 */

export const DAILY_GOAL_MINUTES = [5, 10, 15, 20] as const;
export type DailyGoalMinutes = (typeof DAILY_GOAL_MINUTES)[number];

export function isDailyGoalMinutes(value: unknown): value is DailyGoalMinutes {
  return DAILY_GOAL_MINUTES.includes(value as DailyGoalMinutes);
}

export interface PlanBreak {
  id: string;
  firstDay: LocalDay;
  /** The break's last day (inclusive). */
  lastDay: LocalDay;
  days: number;
}

export interface MyPlan {
  course: string;
  /** The learner's local day and the zone it was read in. */
  today: LocalDay;
  timeZone: string;
  /** Nothing learned yet: the plan is to start the first lesson. */
  isNew: boolean;
  nextLesson: { id: string; title: string; goal: string; premium: boolean } | null;
  review: { due: number };
  /** Minutes chosen (null: no goal) and the seconds studied today. */
  dailyGoal: { minutes: DailyGoalMinutes | null; seconds: number };
  xpToday: number;
  streak: {
    current: number;
    longest: number;
    freezesHeld: number;
    activeToday: boolean;
    onBreakToday: boolean;
    /** Every judged day from the first activity to today (the calendar). */
    days: { day: LocalDay; status: DayStatus }[];
  };
  /** The break today is in, if any, and the one announced ahead (not canceled). */
  currentBreak: PlanBreak | null;
  upcomingBreak: PlanBreak | null;
  /** Achievements earned and not yet shown, oldest first. */
  newAchievements: string[];
}

export interface MyProgress {
  today: LocalDay;
  totalXp: number;
  wordsLearned: number;
  lessonsCompleted: number;
  /** The last 30 local days, oldest first. */
  xpByDay: DayValue[];
  /** Words learned in total before the last 30 days, then at the end of each of them (31 points). */
  wordsByDay: DayValue[];
  /** Every achievement with when it was earned (null: not yet). */
  achievements: { id: string; earnedAt: string | null }[];
}

/** The break a learner can announce today: from tomorrow, 1–14 days (model/streak.ts `breakProblem` decides). */
export function breakChoices(today: LocalDay, startDays = 30): { firstDays: LocalDay[]; lengths: number[] } {
  return {
    firstDays: Array.from({ length: startDays }, (_, k) => addDays(today, k + 1)),
    lengths: Array.from({ length: MAX_BREAK_DAYS }, (_, k) => k + 1),
  };
}

/** The break holding `today` and the next one after it, from the learner's announced breaks. */
export function placeBreaks(
  breaks: readonly { id: string; firstDay: LocalDay; days: number }[],
  today: LocalDay,
): { currentBreak: PlanBreak | null; upcomingBreak: PlanBreak | null } {
  const withEnds = breaks
    .map((entry) => ({ ...entry, lastDay: addDays(entry.firstDay, entry.days - 1) }))
    .sort((a, b) => a.firstDay.localeCompare(b.firstDay));
  return {
    currentBreak: withEnds.find((entry) => entry.firstDay <= today && entry.lastDay >= today) ?? null,
    upcomingBreak: withEnds.find((entry) => entry.firstDay > today) ?? null,
  };
}
