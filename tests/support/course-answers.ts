import { findLesson } from "@/features/courses";
import { loadCourses } from "@/features/courses/server";
import { rightAnswer } from "@/features/courses/test-fixtures/answers";

/**
 * The right answers to a lesson of the real content, as the player sends them (the API tests' happy
 * path). The answers come from test-fixtures/answers.ts, the one source the feature's tests and the
 * bench (bench/courses-setup.ts) use too.
 */
export function courseLessonAnswers(lessonId: string) {
  const place = findLesson(loadCourses(), lessonId);
  if (!place) throw new Error(`no lesson ${lessonId}`);
  return place.lesson.exercises.map((exercise) => rightAnswer(exercise, 3000));
}
