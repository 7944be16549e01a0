/**
 * Encouragement (the `positive_reinforcement` experiment, decision record 0029): a short line of
 * praise in the feedback after a run of right answers (3, 5, then every 5 more), and on the results
 * of a perfect lesson. Pure: the player asks it after each answer; which of the few phrasings is
 * shown is drawn from the attempt and the answer's position, so it varies between runs but stays
 * the same on a re-render or a reload.
 */
export type PraiseKind = "run3" | "run5" | "runLong" | "perfect";

/** How many phrasings each kind has in the messages (`lesson.praise.<kind>.<n>`, n from 0). */
export const PRAISE_VARIANTS: Record<PraiseKind, number> = { run3: 3, run5: 3, runLong: 2, perfect: 3 };

export interface Praise {
  kind: PraiseKind;
  variant: number;
  /** The run's length (for `runLong`: "10 in a row"). */
  count: number;
}

/** A scored answer's outcome in order; flashcards ("seen") are not questions and neither break nor extend a run. */
export type RunVerdict = "correct" | "almost" | "wrong" | "seen";

/** The right answers in a row that end with the latest question (0 after a wrong one). */
export function currentRun(verdicts: readonly RunVerdict[]): number {
  let run = 0;
  for (let index = verdicts.length - 1; index >= 0; index--) {
    const verdict = verdicts[index];
    if (verdict === "seen") continue;
    if (verdict === "wrong") break;
    run++;
  }
  return run;
}

function variantOf(kind: PraiseKind, seed: string): number {
  let hash = 2166136261;
  for (let index = 0; index < seed.length; index++) hash = Math.imul(hash ^ seed.charCodeAt(index), 16777619) >>> 0;
  return hash % PRAISE_VARIANTS[kind];
}

/**
 * The praise after the latest answer of `verdicts`, or null: only when that answer was a question
 * answered right and made the run exactly 3, 5, 10, 15, … long.
 */
export function praiseAfterAnswer(verdicts: readonly RunVerdict[], seed: string): Praise | null {
  const latest = verdicts.at(-1);
  if (latest !== "correct" && latest !== "almost") return null;
  const count = currentRun(verdicts);
  const kind: PraiseKind | null = count === 3 ? "run3" : count === 5 ? "run5" : count >= 10 && count % 5 === 0 ? "runLong" : null;
  return kind ? { kind, count, variant: variantOf(kind, `${seed}:${verdicts.length}`) } : null;
}

/** The praise on the results screen: a lesson with every question right the first time (and at least one question). */
export function praiseForResults(score: { correct: number; total: number }, seed: string): Praise | null {
  return score.total > 0 && score.correct === score.total
    ? { kind: "perfect", count: score.total, variant: variantOf("perfect", seed) }
    : null;
}
