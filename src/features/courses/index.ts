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
