/** Types and pure model of the onboarding funnels, for other features and routes. */
export {
  PLAN_GOALS,
  PLAN_QUESTION_KEYS,
  type FunnelAnswer,
  type FunnelAnswers,
  type PlanGoal,
  type PlanQuestionKey,
} from "./model/answers";
