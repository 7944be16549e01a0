/**
 * What other features may use of courses anywhere, the browser included: the pure learning rules
 * (answer checking, streaks, review scheduling). Decision record 0021.
 */
export {
  type AnswerCheck,
  canonicalAnswer,
  checkAnswer,
  type CheckAnswerOptions,
  type Forgiveness,
  MIN_TYPO_WORD_LETTERS,
} from "./model/check-answer";
export {
  type ActivityEvent,
  addDays,
  breakDays,
  type BreakEvent,
  breakProblem,
  type BreakProblem,
  computeStreak,
  type DayStatus,
  daysBetween,
  FALLBACK_TIME_ZONE,
  FREEZE_EVERY_DAYS,
  localDay,
  type LocalDay,
  MAX_BREAK_DAYS,
  MAX_FREEZES_HELD,
  MIN_BREAK_DAYS,
  resolveTimeZone,
  type StreakEvent,
  type StreakState,
} from "./model/streak";
export {
  type BreakPlan,
  DEFAULT_DAILY_REVIEW_CAP,
  dueOn,
  effectiveDue,
  type ExerciseOutcome,
  FAST_ANSWER_MS,
  gradeFor,
  newCard,
  type ReviewCard,
  reviewCard,
  type ReviewGrade,
  type ReviewState,
  spreadBacklog,
  type SpreadOptions,
  todaysReviews,
} from "./model/reviews";
