/** What other features, routes and scripts may use of courses on the server. */
export { EXERCISE_TYPES, parseUnit, sentenceWords } from "./model/content-schema";
export { countLessons, parseCourseContent } from "./model/course-content";
export { loadCourses, readCourseContent } from "./server/load-content";
export {
  achievementOwnership,
  learnerSettingsOwnership,
  learningDayOwnership,
  lessonAttemptOwnership,
  plannedBreakOwnership,
  reviewCardOwnership,
} from "./server/ownership";
export { type LearnedItem, readCards, recordLearnedItems, sentenceItemId, wordItemId } from "./server/review-cards";
export {
  type AttemptItem,
  type AttemptKind,
  type AttemptRow,
  type CompleteResult,
  type Completion,
  completeAttempt,
  openAttempt,
  readAttempt,
} from "./server/attempts";
/** The courses' audio (espeak-ng, cached WAV files): the /api endpoint, the pre-render script's pieces, and whether audio is there. */
export { getCourseAudio } from "./server/audio-endpoint";
export { audioIndex, audioRenderer, buildAudioIndex, createAudioRenderer, isAudioAvailable } from "./server/audio";
/** Unit checkpoints and level tests (decision record 0026): the /tests pages and the gating's level-test pass. */
export {
  type CourseTestList,
  levelTestPassed,
  listCourseTests,
  readTestAttempt,
  type StartedTest,
  startCourseTest,
  submitTestResults,
  type TestOutcome,
  type TestRecord,
  type TestResult,
  type TestSummary,
} from "./server/course-tests";
export { addToLearningDay, type LearningDayDelta } from "./server/learning-days";
