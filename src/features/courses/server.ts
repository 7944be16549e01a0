/** What other features, routes and scripts may use of courses on the server. */
export { EXERCISE_TYPES, parseUnit, sentenceWords } from "./model/content-schema";
export { countLessons, parseCourseContent } from "./model/course-content";
export { loadCourses, readCourseContent, useCoursesForTests } from "./server/load-content";
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
export {
  type AudioIndex,
  audioIndex,
  audioRenderer,
  buildAudioIndex,
  createAudioRenderer,
  isAudioAvailable,
  resolveEspeak,
} from "./server/audio";
/** The audio endpoint over another index of known texts (the level test's listening items use it). */
export { createAudioHandler } from "./server/audio-endpoint";
/** The course map page's data and the free plan's numbers (decision record 0027). */
export { FREE_LESSONS, loadCourseMapPage, type CourseMapPageData } from "./server/load-course-map";
export {
  type CourseMap,
  type CourseMapLesson,
  type LearnerContext,
  type LearnerToday,
  openLesson,
  type OpenLessonResult,
  readCourseMap,
  readLearnerToday,
  readLesson,
  startLessonAttempt,
  type StartLessonResult,
} from "./server/open-lesson";
export { type LessonResult, type ResultsBody, submitLessonResults, type SubmitResult } from "./server/lesson-results";
export {
  type AchievementView,
  awardAchievements,
  listAchievements,
  markAchievementsSeen,
  readLearnerStats,
} from "./server/achievements-store";
export { type LearnerSettings, readLessonMarks, readSettings, readStreakEvents, writeSettings } from "./server/learner-records";
/** Placement by the English level test or a funnel's answers (issue 14, decision records 0032 and 0033): gating opens the placed level from its start. */
export { PLACED_COURSE, placeLearner, readPlacedLevel } from "./server/place-learner";
export { type DayProgress, type Progress, readProgress, readStreak, type StreakView } from "./server/progress";
export { cancelBreak, planBreak, type PlannedBreak } from "./server/breaks";
export { addToLearningDay, type LearningDayDelta } from "./server/learning-days";
export {
  readCurrentCourse,
  readLearnerTimeZone,
  readReviewsToday,
  type ReviewResult,
  type ReviewsToday,
  startReview,
  type StartReviewResult,
  submitReviewResults,
  type SubmitReviewResult,
} from "./server/reviews";
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
