/**
 * Experience points (decision record 0022). Pure: the server computes XP from the answers it
 * scored itself; the player only shows what the server answered.
 * - A first completion of a lesson: 10, plus 2 for every exercise answered right at the first try,
 *   plus 5 when the lesson was perfect (every scored exercise right at the first try).
 * - A later completion of a lesson already done: at most 5, in proportion to the accuracy.
 * - Reviews: 1 per card reviewed.
 */
export const XP = {
  lessonCompleted: 10,
  perFirstTryCorrect: 2,
  perfectBonus: 5,
  repeatMax: 5,
  perReviewCard: 1,
} as const;

export interface LessonScore {
  /** Scored exercises answered right (or almost right) at the first try. */
  correct: number;
  /** Scored exercises in the lesson (flashcards only introduce a word and are not scored). */
  total: number;
}

export const isPerfect = (score: LessonScore): boolean => score.total > 0 && score.correct === score.total;

export const accuracyOf = (score: LessonScore): number => (score.total === 0 ? 1 : score.correct / score.total);

export function lessonXp(score: LessonScore, firstCompletion: boolean): number {
  const correct = Math.max(0, Math.min(score.correct, score.total));
  if (!firstCompletion) return Math.round(XP.repeatMax * accuracyOf({ correct, total: score.total }));
  return XP.lessonCompleted + XP.perFirstTryCorrect * correct + (isPerfect({ correct, total: score.total }) ? XP.perfectBonus : 0);
}

export function reviewXp(cardsReviewed: number): number {
  return XP.perReviewCard * Math.max(0, Math.floor(cardsReviewed));
}
