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
export { audioIndex, audioRenderer, buildAudioIndex, createAudioRenderer, isAudioAvailable } from "./server/audio";
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
export { type LearnerSettings, readSettings, readStreakEvents } from "./server/learner-records";
