import type { Level } from "@/features/courses";
import type { Locale } from "@/lib/i18n";
import type { PlanGoal } from "./answers";
import type { PersonalPlan, PlanLesson } from "./plan";
import { estimateWith, HOURS_SOURCES, type LevelEstimate } from "./plan-estimate";

/** A plan as the API answers and the pages show it: lesson titles in one interface language. */
export interface PlanViewLesson {
  id: string;
  title: string;
  level: Level;
}
/** A lesson of the week: `done` when the learner completed it today. */
export interface PlanViewDayLesson extends PlanViewLesson {
  done: boolean;
}
export interface PlanViewData {
  funnel: string;
  course: "en" | "es";
  goal: PlanGoal | null;
  level: Level;
  startLevel: Level;
  startLesson: PlanViewLesson;
  nextLesson: PlanViewLesson | null;
  minutesPerDay: number;
  dailyGoal: number;
  daysPerWeek: number;
  topics: string[];
  week: { day: string; study: boolean; lessons: PlanViewDayLesson[]; reviews: number; minutes: number }[];
  estimate: LevelEstimate | null;
  assumed: string[];
}

const titled = (lesson: PlanLesson, locale: Locale): PlanViewLesson => ({
  id: lesson.id,
  title: lesson.title[locale],
  level: lesson.level,
});

export function planView(plan: PersonalPlan, funnel: string, locale: Locale): PlanViewData {
  return {
    ...plan,
    funnel,
    startLesson: titled(plan.startLesson, locale),
    nextLesson: plan.nextLesson && titled(plan.nextLesson, locale),
    week: plan.week.map((day) => ({ ...day, lessons: day.lessons.map((lesson) => ({ ...titled(lesson, locale), done: lesson.done })) })),
  };
}

/** The estimate's picture: weeks to the next level at each daily goal, the learner's own pace marked. */
export interface PaceBar {
  minutesPerDay: number;
  weeks: number;
  reachBy: string;
  isLearners: boolean;
  /** 0…1 of the longest bar. */
  share: number;
}

/** The bars use the hours of the plan's own estimate (a stored plan keeps the source it was made with); none without an estimate. */
export function paceBars(plan: Pick<PlanViewData, "level" | "minutesPerDay" | "daysPerWeek" | "estimate">, today: string): PaceBar[] {
  if (!plan.estimate) return [];
  const source = HOURS_SOURCES[plan.estimate.sourceId];
  const paces = [...new Set([5, 10, 15, 20, plan.minutesPerDay])].sort((a, b) => a - b);
  const estimates = paces.flatMap((minutes) => {
    const estimate = estimateWith(source, { level: plan.level, minutesPerDay: minutes, daysPerWeek: plan.daysPerWeek }, today);
    return estimate ? [{ minutes, estimate }] : [];
  });
  const longest = Math.max(...estimates.map((entry) => entry.estimate.weeks));
  return estimates.map(({ minutes, estimate }) => ({
    minutesPerDay: minutes,
    weeks: estimate.weeks,
    reachBy: estimate.reachBy,
    isLearners: minutes === plan.minutesPerDay,
    share: estimate.weeks / longest,
  }));
}
