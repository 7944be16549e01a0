import { findLesson } from "@/features/courses";
import { loadCourses } from "@/features/courses/server";

/** The right answers to a lesson of the real content, as the player sends them (the API tests' happy path). */
export function courseLessonAnswers(lessonId: string) {
  const place = findLesson(loadCourses(), lessonId);
  if (!place) throw new Error(`no lesson ${lessonId}`);
  return place.lesson.exercises.map((exercise) => {
    const base = { exerciseId: exercise.id, ms: 3000 };
    switch (exercise.type) {
      case "flashcard":
        return { ...base, response: null };
      case "match_pairs":
        return { ...base, response: null, mistakes: 0 };
      case "listen_type":
        return { ...base, response: exercise.audio };
      case "translate":
        return { ...base, response: exercise.answers[0]! };
      default:
        return { ...base, response: exercise.answer };
    }
  });
}
