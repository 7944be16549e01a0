/**
 * What other features may use of courses: the content model's types and constants. The zod schema
 * and the loader are on the server entry (server.ts), so browser bundles never carry them.
 */
export { COURSES, GAP, LEVELS, MAX_EXERCISES, MIN_EXERCISES, type CourseId, type Level } from "./model/course-levels";
export type { Exercise, ExerciseType, Lesson, Localized, Unit, Word } from "./model/content-schema";
export type { Course, CourseLevel, LessonCount } from "./model/course-content";
