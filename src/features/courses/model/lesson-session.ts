import { isPracticeId } from "./extra-practice";
import { needsRetry, type Verdict } from "./judge-exercise";
import { tallyFirstTries, type SubmittedAnswer } from "./scoring";

/**
 * One learner's way through a lesson (or a review, or a test): the pure state the player keeps,
 * saves in the browser and restores after a reload. Every exercise is answered once, in order;
 * a wrong one comes back once at the end with `retry: true` (it does not change accuracy).
 */

/** One answer as the results endpoint takes it (issue 13 contract; the server's scoring defines it). */
export type { SubmittedAnswer };

export interface ResultsBody {
  answers: SubmittedAnswer[];
  durationMs: number;
}

/** What the server answers to the results (wt-progress's LessonResult). */
export interface LessonResult {
  attemptId: string;
  correct: number;
  total: number;
  accuracy: number;
  xp: number;
  durationMs: number;
  newWords: string[];
  streak: { current: number; extendedToday: boolean };
  achievements: string[];
  dailyGoal: { minutes: number; seconds: number } | null;
  replay: boolean;
  /** The extra practice's first tries (the `practice_with_ai_step` experiment), when the batch had any. */
  practice: { correct: number; total: number } | null;
}

export interface Turn {
  exerciseId: string;
  retry: boolean;
}

export interface GradedAnswer extends SubmittedAnswer {
  verdict: Verdict;
}

export interface LessonSession {
  version: 1;
  attemptId: string;
  itemId: string;
  /** When the learner started (epoch ms), for the duration. */
  startedAt: number;
  /** The turns still to play; the first is the current one. */
  queue: Turn[];
  answers: GradedAnswer[];
  /** The extra practice was added after the lesson's last turn (it is added once). */
  practice?: true;
}

export function startSession(attemptId: string, itemId: string, exerciseIds: readonly string[], now: number): LessonSession {
  return {
    version: 1,
    attemptId,
    itemId,
    startedAt: now,
    queue: exerciseIds.map((exerciseId) => ({ exerciseId, retry: false })),
    answers: [],
  };
}

export const currentTurn = (session: LessonSession): Turn | undefined => session.queue[0];
export const isFinished = (session: LessonSession) => session.queue.length === 0;

/** The current turn answered: it leaves the queue, and a first-time mistake comes back at the end. */
export function answerTurn(session: LessonSession, answer: Omit<GradedAnswer, "exerciseId" | "retry">): LessonSession {
  const [turn, ...rest] = session.queue;
  if (!turn) return session;
  const recorded: GradedAnswer = { exerciseId: turn.exerciseId, ...answer, ...(turn.retry ? { retry: true } : {}) };
  // Extra practice is not repeated: it is itself the repetition.
  const again =
    !turn.retry && !isPracticeId(turn.exerciseId) && needsRetry(answer.verdict) ? [{ exerciseId: turn.exerciseId, retry: true }] : [];
  return { ...session, queue: [...rest, ...again], answers: [...session.answers, recorded] };
}

/** Done turns over all turns known so far (retries added as mistakes happen). */
export function progressOf(session: LessonSession): { done: number; total: number } {
  return { done: session.answers.length, total: session.answers.length + session.queue.length };
}

/** First-time answers only: what accuracy counts (flashcards are not questions), as the server counts it. */
export function accuracyOf(session: LessonSession): { correct: number; total: number } {
  const { correct, total } = tallyFirstTries(session.answers.filter((answer) => !answer.retry));
  return { correct, total };
}

/** The extra practice's turns after the lesson's last one (once; nothing when there is none). */
export function addPractice(session: LessonSession, exerciseIds: readonly string[]): LessonSession {
  if (session.practice || exerciseIds.length === 0) return session;
  return { ...session, practice: true, queue: [...session.queue, ...exerciseIds.map((exerciseId) => ({ exerciseId, retry: false }))] };
}

/** First tries of the extra practice only (they also count in {@link accuracyOf}, the accuracy shown). */
export function practiceScoreOf(session: LessonSession): { correct: number; total: number } {
  const counted = session.answers.filter((answer) => !answer.retry && answer.verdict !== "seen" && isPracticeId(answer.exerciseId));
  return { correct: counted.filter((answer) => answer.verdict !== "wrong").length, total: counted.length };
}

/** The batch the results endpoint takes (verdicts stay here: the server recomputes them). */
export function resultsBody(session: LessonSession, now: number): ResultsBody {
  return {
    answers: session.answers.map(({ exerciseId, response, ms, retry, mistakes, missed }) => ({
      exerciseId,
      response,
      ms,
      ...(retry ? { retry } : {}),
      ...(mistakes === undefined ? {} : { mistakes }),
      ...(missed === undefined ? {} : { missed: [...missed] }),
    })),
    durationMs: Math.max(0, now - session.startedAt),
  };
}

/** A saved session, if it is one for this attempt and item and its turns still exist in the lesson. */
export function restoreSession(saved: unknown, attemptId: string, itemId: string, exerciseIds: readonly string[]): LessonSession | null {
  if (!saved || typeof saved !== "object") return null;
  const session = saved as Partial<LessonSession>;
  if (session.version !== 1 || session.attemptId !== attemptId || session.itemId !== itemId) return null;
  if (!Array.isArray(session.queue) || !Array.isArray(session.answers) || typeof session.startedAt !== "number") return null;
  const known = new Set(exerciseIds);
  const turnsKnown = [...session.queue, ...session.answers].every((turn) => turn && typeof turn === "object" && known.has(turn.exerciseId));
  return turnsKnown ? (session as LessonSession) : null;
}

/** A stable shuffle (the same order on the server render, in the browser and after a reload). */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  let state = 2166136261;
  for (let index = 0; index < seed.length; index++) state = Math.imul(state ^ seed.charCodeAt(index), 16777619) >>> 0;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}
