/**
 * A funnel's answer to one screen as the browser keeps it in localStorage (spec section 3,
 * "Funnel local answer, per screen"); the same shape is stored on the account
 * (funnel_answer_sets.answers) when the visitor signs up.
 */
export interface FunnelAnswer {
  /** The question as the visitor saw it (interface language). */
  questionText: string;
  category: string;
  /** The screen's id. */
  questionId: string;
  /** The chosen answers' texts as shown (or the typed text, for an input screen). */
  selectedAnswers: string[];
  /** The chosen answers' ids (stable across languages: what analytics and the plan read). */
  selectedAnswerIds: string[];
  /** What the answer means to the product: "goal", "level", "minutes_per_day", … (see PLAN_QUESTION_KEYS). */
  questionKey: string;
  tag: string | null;
  /** The analytics user property this answer sets, if any. */
  retenoUserProperty: string | null;
}

/** A funnel's answers, by screen id. */
export type FunnelAnswers = Record<string, FunnelAnswer>;

/**
 * The question keys the personal plan reads, and the answer ids it understands:
 * - goal: one of PLAN_GOALS;
 * - level: "A1" | "A2" | "B1" | "B2" | "C1" (the learner's own estimate or the level test's result);
 * - minutes_per_day: "5" | "10" | "15" | "20";
 * - days_per_week: "1" … "7";
 * - topics: any topic ids (shown with their selectedAnswers texts);
 * - target_language: "en" | "es"; native_language: an ISO 639-1 code;
 * - learning_target: "self study" | "tutors".
 */
export const PLAN_QUESTION_KEYS = [
  "goal",
  "level",
  "minutes_per_day",
  "days_per_week",
  "topics",
  "target_language",
  "native_language",
  "learning_target",
] as const;
export type PlanQuestionKey = (typeof PLAN_QUESTION_KEYS)[number];

export const PLAN_GOALS = ["career", "travel", "study", "exam", "relocation", "hobby"] as const;
export type PlanGoal = (typeof PLAN_GOALS)[number];
