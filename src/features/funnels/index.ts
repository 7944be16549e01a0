/** Types and pure model of the onboarding funnels, for other features and routes. */
export {
  PLAN_GOALS,
  PLAN_QUESTION_KEYS,
  type FunnelAnswer,
  type FunnelAnswers,
  type PlanGoal,
  type PlanQuestionKey,
} from "./model/answers";
/** The personal plan (decision record 0033): its input from the answers, the plan and the next-level estimate. */
export { buildPlanInput, PLAN_DEFAULTS, type PlanInput } from "./model/plan-input";
export {
  buildPersonalPlan,
  DAILY_GOALS,
  type DailyGoal,
  dailyGoalFor,
  type PersonalPlan,
  type PlanDay,
  type PlanDayLesson,
  type PlanLesson,
} from "./model/plan";
export {
  COURSE_HOURS_SOURCE,
  estimateNextLevel,
  HOURS_SOURCES,
  type HoursSource,
  type HoursSourceId,
  type LevelEstimate,
} from "./model/plan-estimate";
