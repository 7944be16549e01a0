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
export { openLesson, type OpenLessonResult } from "./server/open-lesson";
