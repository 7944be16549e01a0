import { checkAnswer, type Forgiveness } from "./check-answer";
import { answerVerdict, realWordsFor } from "./scoring";
import type { PlayableExercise } from "./playable";

/**
 * How the player judges one answer in the browser (no round trip), with the rules the server
 * applies again to the submitted batch (`answerVerdict`, decision record 0022): typed answers and
 * tiles through `checkAnswer`; a choice is right or wrong; a flashcard is seen; a match is right
 * when no wrong pair was tried.
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
  /** The lesson's words: with the exercise's own options, genuine words a slip could produce (wrong, not almost). */
  lessonWords?: readonly { text: string }[];
}

/**
 * `response`: the chosen, typed or built text (tiles joined by one space). The verdict is the
 * server's own rule (`answerVerdict`); this adds what the learner reads: the right answer and what
 * was forgiven.
 */
export function judgeExercise(exercise: PlayableExercise, response: string | null, options: JudgeOptions = {}): Judgement {
  const { mistakes = 0, lessonWords = [] } = options;
  const verdict = answerVerdict(exercise, { response, mistakes }, lessonWords);
  if (verdict === null) return { verdict: "seen", answer: null, forgiven: [] };
  switch (exercise.type) {
    case "fill_gap":
    case "listen_type":
    case "translate": {
      const check = checkAnswer(response ?? "", acceptedAnswers(exercise), { realWords: realWordsFor(exercise, lessonWords) });
      if (check.verdict === "wrong") return { verdict: "wrong", answer: check.expected, forgiven: [] };
      return { verdict: check.verdict, answer: check.matched, forgiven: check.forgiven };
    }
    case "match_pairs":
      return { verdict, answer: null, forgiven: [] };
    default:
      // A choice, or tiles (whose punctuation is not the learner's to add): right or wrong, with the answer.
      return { verdict, answer: acceptedAnswers(exercise)[0] ?? null, forgiven: [] };
  }
}

/** Whether a verdict sends the exercise back for another go at the end of the lesson. */
export const needsRetry = (verdict: Verdict) => verdict === "wrong";
