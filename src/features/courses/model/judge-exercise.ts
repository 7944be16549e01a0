import { checkAnswer, type Forgiveness } from "./check-answer";
import type { PlayableExercise } from "./playable";

/**
 * How the player judges one answer in the browser (no round trip), with the same rules the server
 * applies again to the submitted batch (issue 13 contract). Typed answers go through
 * `checkAnswer`; a choice is right or wrong; a flashcard is seen; a match is right when no wrong
 * pair was tried.
 */
export type Verdict = "correct" | "almost" | "wrong" | "seen";

export interface Judgement {
  verdict: Verdict;
  /** What the learner should read as the right answer (the accepted spelling, or the expected one). */
  answer: string | null;
  /** What was forgiven and is worth saying (case, punctuation, accents). */
  forgiven: Forgiveness[];
}

/** The exercise's accepted answers for a typed or built response, the first being the one shown. */
export function acceptedAnswers(exercise: PlayableExercise): string[] {
  switch (exercise.type) {
    case "fill_gap":
      return [exercise.answer, ...(exercise.alternatives ?? [])];
    case "listen_type":
      return [exercise.audio, ...(exercise.alternatives ?? [])];
    case "translate":
      return exercise.answers;
    case "word_bank":
    case "choose":
    case "listen_choose":
    case "dialogue":
      return [exercise.answer];
    case "flashcard":
    case "match_pairs":
      return [];
  }
}

export interface JudgeOptions {
  /** Wrong pairs tried before a match was complete. */
  mistakes?: number;
  /** Genuine words a one-letter slip could produce (the lesson's words): typing one is wrong, not almost. */
  realWords?: readonly string[];
}

/** `response`: the chosen, typed or built text (tiles joined by one space). */
export function judgeExercise(exercise: PlayableExercise, response: string | null, options: JudgeOptions = {}): Judgement {
  const { mistakes = 0, realWords = [] } = options;
  switch (exercise.type) {
    case "flashcard":
      return { verdict: "seen", answer: null, forgiven: [] };
    case "match_pairs":
      return { verdict: mistakes === 0 ? "correct" : "wrong", answer: null, forgiven: [] };
    case "choose":
    case "listen_choose":
    case "dialogue":
      return { verdict: response === exercise.answer ? "correct" : "wrong", answer: exercise.answer, forgiven: [] };
    case "word_bank": {
      // Tiles carry words, not punctuation: the sentence's own punctuation is never the learner's to add.
      const check = checkAnswer(response ?? "", [exercise.answer]);
      return { verdict: check.verdict === "correct" ? "correct" : "wrong", answer: exercise.answer, forgiven: [] };
    }
    case "fill_gap":
    case "listen_type":
    case "translate": {
      const check = checkAnswer(response ?? "", acceptedAnswers(exercise), { realWords });
      if (check.verdict === "wrong") return { verdict: "wrong", answer: check.expected, forgiven: [] };
      return { verdict: check.verdict, answer: check.matched, forgiven: check.forgiven };
    }
  }
}

/** Whether a verdict sends the exercise back for another go at the end of the lesson. */
export const needsRetry = (verdict: Verdict) => verdict === "wrong";
