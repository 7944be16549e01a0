/**
 * What other features may use of courses, the browser included: the content model's types and
 * constants, and the pure learning rules. The zod schema
 * and the loader are on the server entry (server.ts), so browser bundles never carry them.
 */
export { COURSES, GAP, LEVELS, MAX_EXERCISES, MIN_EXERCISES, type CourseId, type Level } from "./model/course-levels";
export type { Exercise, ExerciseType, Lesson, Localized, Unit, Word } from "./model/content-schema";
export type { Course, CourseLevel, LessonCount } from "./model/course-content";
/** The pure learning rules, browser included: answer checking, streaks, review scheduling (decision record 0021). */
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
/** Review sessions: due cards become mixed exercises, scored again on the server (decision record 0024). */
export {
  buildReviewSession,
  FAST_TYPED_MS,
  gappedExample,
  hasReviewContent,
  oncePerDay,
  parseItemId,
  type ReviewExercise,
  type ReviewItem,
  type ReviewMode,
  reviewsDueToday,
  type ScoredReview,
  type ScoreProblem,
  scoreReview,
  SESSION_CARDS,
  type SessionInput,
  WEAK_SESSION_CARDS,
  WEAK_STABILITY_DAYS,
  weakCards,
  weekOfReviews,
} from "./model/review-session";
export { seededRandom } from "./model/seeded-random";
/** A lesson as one learner plays it (one locale, references resolved): the player's input. */
export {
  courseWords,
  findLesson,
  type LessonPlace,
  localize,
  type Play,
  type PlayableExercise,
  type PlayableLesson,
  type PlayableWord,
  playableExercise,
  playableLesson,
} from "./model/playable";
/** Where a target-language text's audio is served (the server renders it with espeak-ng). */
export { AUDIO_VOICE_VERSION, audioKey, type AudioSpeed, audioUrl, spokenText } from "./model/audio";
/** Which target-language texts the player may speak (only these have audio). */
export { courseSpokenTexts, exerciseSpokenTexts, lessonSpokenTexts } from "./model/spoken-texts";
/** Progress rules (decision record 0022): XP, which lessons open, achievements, scoring a submitted lesson. */
export { accuracyOf, isPerfect, type LessonScore, lessonXp, reviewXp, XP } from "./model/xp";
export {
  completedLevels,
  dailyLessonOf,
  FREE_LESSONS_PER_DAY,
  FREE_LESSONS_PER_LEVEL,
  gateCourse,
  type GateInput,
  type LessonAccess,
  lessonAccess,
  type LessonAttemptMark,
  type LessonGate,
  type LessonStatus,
  type LockReason,
  PREMIUM_LESSONS_CONF,
} from "./model/gating";
export {
  type Achievement,
  ACHIEVEMENT_GLYPHS,
  ACHIEVEMENT_IDS,
  type AchievementGlyph,
  ACHIEVEMENTS,
  isAchievementId,
  type LearnerStats,
  newlyEarned,
} from "./model/achievements";
export {
  answerVerdict,
  type AnswersProblem,
  isRight,
  type LessonScoring,
  MAX_ANSWER_MS,
  realWordsFor,
  scoreLesson,
  type ScoredExercise,
  type SubmittedAnswer,
  type Verdict,
} from "./model/scoring";
/** Unit checkpoints and level tests (decision record 0026). */
export { type CourseTestKind, levelTestId, LEVEL_TEST_EXERCISES, PASS_MARK, testExerciseId } from "./model/course-tests";
/** How the player judges an answer and walks through a lesson, and the batch it sends (decision record 0023). */
export { judgeExercise, type Judgement } from "./model/judge-exercise";
export { type LessonSession, type ResultsBody, resultsBody, seededShuffle, startSession } from "./model/lesson-session";
