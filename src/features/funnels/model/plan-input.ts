import { COURSES, LEVELS, type CourseId, type Level } from "@/features/courses";
import { PLAN_GOALS, type FunnelAnswers, type PlanGoal, type PlanQuestionKey } from "./answers";

/**
 * What the personal plan is built from, read out of a funnel's answers by question key (decision
 * record 0033). Every field has an honest default when its screen was not answered (or the funnel
 * changed): a beginner's level, 10 minutes a day, 5 days a week, the English course; `answered`
 * says which ones came from the learner, so the plan can say what it assumed.
 */
export interface PlanInput {
  goal: PlanGoal | null;
  level: Level;
  /** Minutes a day the learner said they have (5 … 120). */
  minutesPerDay: number;
  daysPerWeek: number;
  /** Topic answer ids, in the order chosen. */
  topics: string[];
  course: CourseId;
  nativeLanguage: string | null;
  answered: { goal: boolean; level: boolean; minutesPerDay: boolean; daysPerWeek: boolean; course: boolean };
}

export const PLAN_DEFAULTS = { level: "A1", minutesPerDay: 10, daysPerWeek: 5, course: "en" } as const satisfies Partial<PlanInput>;
export const MIN_MINUTES = 5;
export const MAX_MINUTES = 120;

/** The answer ids of the last screen (in answer order) whose question key is `key`; [] when none. */
export function answerIdsFor(answers: FunnelAnswers, key: PlanQuestionKey): string[] {
  const entries = Object.values(answers).filter((answer) => answer?.questionKey === key && Array.isArray(answer.selectedAnswerIds));
  return entries.at(-1)?.selectedAnswerIds.filter((id): id is string => typeof id === "string") ?? [];
}

function wholeNumber(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\d{1,4}$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function pick<T extends string>(options: readonly T[], value: string | undefined, normalise = (text: string) => text): T | null {
  if (value === undefined) return null;
  return options.find((option) => option === normalise(value.trim())) ?? null;
}

/**
 * `funnelCourse` is the course the funnel leads into (its definition's `course`): a funnel without
 * a target-language screen has not assumed the course, it was never a question. An answer to
 * that screen still decides.
 */
export function buildPlanInput(answers: FunnelAnswers, funnelCourse?: CourseId): PlanInput {
  const first = (key: PlanQuestionKey) => answerIdsFor(answers, key)[0];
  const goal = pick(PLAN_GOALS, first("goal"));
  const level = pick(LEVELS, first("level"), (text) => text.toUpperCase());
  const minutes = wholeNumber(first("minutes_per_day"), MIN_MINUTES, MAX_MINUTES);
  const days = wholeNumber(first("days_per_week"), 1, 7);
  const answeredCourse = pick(COURSES, first("target_language"), (text) => text.toLowerCase());
  const course = answeredCourse ?? funnelCourse ?? null;
  const native = first("native_language")?.trim().toLowerCase();
  const topics = [
    ...new Set(
      answerIdsFor(answers, "topics")
        .map((id) => id.trim())
        .filter((id) => id.length > 0 && id.length <= 64),
    ),
  ];
  return {
    goal,
    level: level ?? PLAN_DEFAULTS.level,
    minutesPerDay: minutes ?? PLAN_DEFAULTS.minutesPerDay,
    daysPerWeek: days ?? PLAN_DEFAULTS.daysPerWeek,
    topics: topics.slice(0, 20),
    course: course ?? PLAN_DEFAULTS.course,
    nativeLanguage: native && /^[a-z]{2}$/.test(native) ? native : null,
    answered: {
      goal: goal !== null,
      level: level !== null,
      minutesPerDay: minutes !== null,
      daysPerWeek: days !== null,
      course: course !== null,
    },
  };
}
