import type { Exercise } from "../model/content-schema";
import type { SubmittedAnswer } from "../model/scoring";

/** The right answer to an exercise, as the player sends it. */
export function rightAnswer(exercise: Exercise, ms = 4000): SubmittedAnswer {
  switch (exercise.type) {
    case "flashcard":
      return { exerciseId: exercise.id, response: null, ms };
    case "match_pairs":
      return { exerciseId: exercise.id, response: null, ms, mistakes: 0 };
    case "listen_type":
      return { exerciseId: exercise.id, response: exercise.audio, ms };
    case "translate":
      return { exerciseId: exercise.id, response: exercise.answers[0]!, ms };
    default:
      return { exerciseId: exercise.id, response: exercise.answer, ms };
  }
}

/** A wrong answer (a match with mistakes, a nonsense text otherwise; a flashcard cannot be wrong). */
export function wrongAnswer(exercise: Exercise, ms = 4000): SubmittedAnswer {
  if (exercise.type === "flashcard") return rightAnswer(exercise, ms);
  if (exercise.type === "match_pairs") return { exerciseId: exercise.id, response: null, ms, mistakes: 2 };
  return { exerciseId: exercise.id, response: "zzz qqq", ms };
}

/** Scored exercises (every type but flashcards). */
export const scoredCount = (exercises: readonly Exercise[]) => exercises.filter((exercise) => exercise.type !== "flashcard").length;
