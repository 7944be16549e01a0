import { and, eq, inArray, sql } from "drizzle-orm";
import { reviewCards } from "@db/schema/courses";
import type { Transaction } from "@/lib/ownership/types";
import { gradeFor, newCard, reviewCard, type ExerciseOutcome, type ReviewCard } from "../model/reviews";

/**
 * The review cards of one person (FSRS, decision record 0021): every word and sentence learned
 * becomes a card, and every later answer about it grades the card. This is the only writer of
 * `review_cards`; lesson results and review sessions both call {@link recordLearnedItems}.
 */

/** An item practised in an exercise: `<course>:word:<wordId>` or `<course>:sentence:<lessonId>:<exerciseId>`. */
export interface LearnedItem {
  itemId: string;
  outcome: ExerciseOutcome;
}

export const wordItemId = (course: string, wordId: string) => `${course}:word:${wordId}`;
export const sentenceItemId = (course: string, lessonId: string, exerciseId: string) => `${course}:sentence:${lessonId}:${exerciseId}`;

type CardRow = typeof reviewCards.$inferSelect;

export function rowToCard(row: CardRow): ReviewCard {
  return {
    itemId: row.itemId,
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.lastReview,
  };
}

function cardColumns(card: ReviewCard) {
  return {
    due: card.due,
    state: card.state,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsedDays,
    scheduledDays: card.scheduledDays,
    learningSteps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.lastReview,
  };
}

/**
 * Grades each item's card by its outcome (a new item gets a new card first). The rows are locked,
 * so two submissions at once grade one after the other. Several outcomes for one item (a word met
 * in a flashcard and then matched) grade it once, by its worst outcome. Two statements whatever
 * the number of items: the cards read under lock, then one multi-row `insert … on conflict` that
 * inserts the new cards and updates the ones read (a card another transaction created in between
 * keeps its grade, as a plain insert would). Returns the items that were new to this person.
 */
export async function recordLearnedItems(
  tx: Transaction,
  userId: string,
  course: string,
  items: readonly LearnedItem[],
  now: Date,
): Promise<{ newItemIds: string[] }> {
  const worst = new Map<string, ExerciseOutcome>();
  const rank = { wrong: 0, almost: 1, correct: 2 } as const;
  for (const { itemId, outcome } of items) {
    const seen = worst.get(itemId);
    if (!seen || rank[outcome.verdict] < rank[seen.verdict]) worst.set(itemId, outcome);
  }
  const ids = [...worst.keys()];
  if (ids.length === 0) return { newItemIds: [] };
  const existing = await tx
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.itemId, ids)))
    .for("update");
  const byId = new Map(existing.map((row) => [row.itemId, rowToCard(row)]));
  const rows = [...worst].map(([itemId, outcome]) => {
    const graded = reviewCard(byId.get(itemId) ?? newCard(itemId, now), gradeFor(outcome), now);
    return { userId, itemId, course, createdAt: now, ...cardColumns(graded) };
  });
  const existed = [...byId.keys()];
  const written = await tx
    .insert(reviewCards)
    .values(rows)
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.itemId],
      set: GRADED_FROM_EXCLUDED,
      // Only the cards read above are updated: one created meanwhile by another transaction stays as it is.
      setWhere: existed.length > 0 ? inArray(reviewCards.itemId, existed) : sql`false`,
    })
    .returning({ itemId: reviewCards.itemId });
  const known = new Set(existed);
  return { newItemIds: written.map((row) => row.itemId).filter((itemId) => !known.has(itemId)) };
}

/** An updated card takes the graded columns of the row proposed for it. */
const GRADED_FROM_EXCLUDED = {
  due: sql`excluded.due`,
  state: sql`excluded.state`,
  stability: sql`excluded.stability`,
  difficulty: sql`excluded.difficulty`,
  elapsedDays: sql`excluded.elapsed_days`,
  scheduledDays: sql`excluded.scheduled_days`,
  learningSteps: sql`excluded.learning_steps`,
  reps: sql`excluded.reps`,
  lapses: sql`excluded.lapses`,
  lastReview: sql`excluded.last_review`,
} satisfies Record<keyof ReturnType<typeof cardColumns>, unknown>;

/** Every card of one person in one course (the reviews page plans from them). */
export async function readCards(tx: Pick<Transaction, "select">, userId: string, course: string): Promise<ReviewCard[]> {
  const rows = await tx
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.course, course)));
  return rows.map(rowToCard);
}
