import { canonicalAnswer, checkAnswer, type AnswerCheck } from "./check-answer";
import type { Exercise } from "./content-schema";
import type { PlayableExercise } from "./playable";

/**
 * Scoring a submitted lesson (decision record 0022). Pure, shared by the player (instant feedback)
 * and the server (which recomputes everything from the content and trusts no score it is sent).
 * - Each exercise is answered once, in order; mistakes are repeated at the end with `retry: true`
 *   and do not change the accuracy. A flashcard only introduces a word: it is not scored.
 * - Right = `correct` or `almost` (a one-letter typo) at the first try; a match is right with no
 *   wrong match on the way.
 * - Time: each answer counts at most {@link MAX_ANSWER_MS}; the total is at most the wall time since
 *   the attempt started and at most what the client says it spent.
 */
export interface SubmittedAnswer {
  exerciseId: string;
  /** The chosen or typed text (word bank: the tiles joined by one space); null for a match or a flashcard. */
  response: string | null;
  ms: number;
  retry?: boolean;
  /** Match pairs: wrong matches before every pair was matched. */
  mistakes?: number;
  /** Match pairs: the words of the wrong matches (the word picked and the word whose meaning was picked). */
  missed?: readonly string[];
}

export const MAX_ANSWER_MS = 120_000;

export type Verdict = AnswerCheck["verdict"];

type Scorable = Exercise | PlayableExercise;

/** Genuine words a one-letter slip could produce: the lesson's words and the exercise's own options. */
export function realWordsFor(exercise: Scorable, lessonWords: readonly { text: string }[]): string[] {
  const own = "choices" in exercise ? exercise.choices : "tiles" in exercise ? exercise.tiles : [];
  return [...lessonWords.map((word) => word.text), ...own];
}

/** The verdict on one answer, or null for an exercise that is not scored (a flashcard). */
export function answerVerdict(
  exercise: Scorable,
  answer: Pick<SubmittedAnswer, "response" | "mistakes">,
  lessonWords: readonly { text: string }[] = [],
): Verdict | null {
  const typed = (accepted: string[]): Verdict =>
    answer.response === null ? "wrong" : checkAnswer(answer.response, accepted, { realWords: realWordsFor(exercise, lessonWords) }).verdict;
  switch (exercise.type) {
    case "flashcard":
      return null;
    case "match_pairs":
      return (answer.mistakes ?? 0) === 0 ? "correct" : "wrong";
    case "choose":
    case "listen_choose":
    case "dialogue":
      return answer.response !== null && canonicalAnswer(answer.response) === canonicalAnswer(exercise.answer) ? "correct" : "wrong";
    case "fill_gap":
      return typed([exercise.answer, ...(exercise.alternatives ?? [])]);
    case "listen_type":
      return typed([exercise.audio, ...(exercise.alternatives ?? [])]);
    case "translate":
      return typed(exercise.answers);
    case "word_bank":
      return typed([exercise.answer]);
  }
}

export const isRight = (verdict: Verdict | "seen" | null) => verdict === "correct" || verdict === "almost";

export type AnswersProblem =
  | { code: "unknown_exercise"; index: number; exerciseId: string }
  | { code: "duplicate_answer"; index: number; exerciseId: string }
  | { code: "missing_answer"; exerciseId: string };

export interface ScoredExercise {
  exercise: Exercise;
  /** The first try's verdict (null: not scored). */
  verdict: Verdict | null;
  ms: number;
  /** Match pairs: the words of its wrong matches, when the player said which. */
  missed?: readonly string[];
}

/**
 * A matched word's own verdict: a match with wrong tries is wrong as a whole (the accuracy), but
 * only the words of its wrong matches were not known. An answer that does not say which (an older
 * player) counts every word of a wrong match as missed.
 */
export function matchWordVerdict(verdict: Verdict | null, missed: readonly string[] | undefined, wordId: string): Verdict {
  if (verdict === null) return "correct";
  if (verdict !== "wrong" || missed === undefined) return verdict;
  return missed.includes(wordId) ? "wrong" : "correct";
}

/** First tries by verdict: how many a type had of each (a flashcard is only "seen"). */
export type VerdictCounts = Record<Verdict | "seen", number>;

export interface FirstTryTally {
  /** Right (correct or almost) first tries of scored exercises. */
  correct: number;
  /** Scored first tries (flashcards are not questions). */
  total: number;
  /** By exercise type (only where the type is known: the server's batched exercise_answered event). */
  byType: Record<string, VerdictCounts>;
}

/**
 * The one walk over a lesson's first tries that the player (its results screen) and the server (the
 * score, the XP and the exercise_answered event) share. Retries are left out by the caller.
 */
export function tallyFirstTries(tries: Iterable<{ verdict: Verdict | "seen" | null; type?: string }>): FirstTryTally {
  const tally: FirstTryTally = { correct: 0, total: 0, byType: {} };
  for (const { verdict, type } of tries) {
    const counted = verdict ?? "seen";
    if (type) (tally.byType[type] ??= { correct: 0, almost: 0, wrong: 0, seen: 0 })[counted]++;
    if (counted === "seen") continue;
    tally.total++;
    if (isRight(counted)) tally.correct++;
  }
  return tally;
}

export interface LessonScoring extends FirstTryTally {
  exercises: ScoredExercise[];
  durationMs: number;
}

export function scoreLesson(
  exercises: readonly Exercise[],
  lessonWords: readonly { text: string }[],
  answers: readonly SubmittedAnswer[],
  limits: {
    wallMs: number;
    clientDurationMs: number;
    /** Time of answers scored elsewhere (extra practice), already capped. */ extraSpentMs?: number;
  },
): { ok: true; scoring: LessonScoring } | { ok: false; problem: AnswersProblem } {
  const byId = new Map(exercises.map((exercise) => [exercise.id, exercise]));
  const first = new Map<string, SubmittedAnswer>();
  let spent = Math.max(0, limits.extraSpentMs ?? 0);
  for (const [index, answer] of answers.entries()) {
    if (!byId.has(answer.exerciseId)) return { ok: false, problem: { code: "unknown_exercise", index, exerciseId: answer.exerciseId } };
    spent += Math.min(Math.max(0, answer.ms), MAX_ANSWER_MS);
    if (answer.retry) continue;
    if (first.has(answer.exerciseId)) return { ok: false, problem: { code: "duplicate_answer", index, exerciseId: answer.exerciseId } };
    first.set(answer.exerciseId, answer);
  }
  const scored: ScoredExercise[] = [];
  for (const exercise of exercises) {
    const answer = first.get(exercise.id);
    if (!answer) return { ok: false, problem: { code: "missing_answer", exerciseId: exercise.id } };
    scored.push({
      exercise,
      verdict: answerVerdict(exercise, answer, lessonWords),
      ms: Math.min(Math.max(0, answer.ms), MAX_ANSWER_MS),
      ...(exercise.type === "match_pairs" && answer.missed ? { missed: answer.missed } : {}),
    });
  }
  return {
    ok: true,
    scoring: {
      exercises: scored,
      ...tallyFirstTries(scored.map(({ exercise, verdict }) => ({ type: exercise.type, verdict }))),
      durationMs: Math.max(0, Math.round(Math.min(spent, limits.wallMs, Math.max(0, limits.clientDurationMs)))),
    },
  };
}
