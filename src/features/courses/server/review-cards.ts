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

/**
 * Grades each item's card by its outcome (a new item gets a new card first). The rows are locked,
 * so two submissions at once grade one after the other. Several outcomes for one item (a word met
 * in a flashcard and then matched) grade it once, by its worst outcome. Two statements whatever
 * the number of items: the cards read under lock, then one `insert … select from unnest(…) on
 * conflict` that inserts the new cards and updates the ones read (a card another transaction
 * created in between keeps its grade, as a plain insert would). Returns the items that were new to this person.
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
  const graded = [...worst].map(([itemId, outcome]) => reviewCard(byId.get(itemId) ?? newCard(itemId, now), gradeFor(outcome), now));
  const existed = [...byId.keys()];
  // One array per column (unnest): the statement has 15 parameters whatever the number of cards,
  // instead of 14 per card; building and binding hundreds of parameters was the largest share of
  // a lesson completion's CPU (decision record 0034).
  const fields = Object.keys(GRADED_COLUMNS) as GradedField[];
  const names = sql.raw(fields.map((field) => GRADED_COLUMNS[field][0]).join(", "));
  const cardNames = sql.raw(fields.map((field) => `card.${GRADED_COLUMNS[field][0]}`).join(", "));
  const arrays = sql.join(
    fields.map((field) => sql`${sql.param(graded.map((card) => card[field]))}::${sql.raw(GRADED_COLUMNS[field][1])}[]`),
    sql`, `,
  );
  const written = await tx.execute<{ item_id: string }>(sql`insert into ${reviewCards} (user_id, item_id, course, created_at, ${names})
    select ${userId}::text, card.item_id, ${course}::text, ${now}::timestamptz, ${cardNames}
    from unnest(${sql.param(graded.map((card) => card.itemId))}::text[], ${arrays}) as card(item_id, ${names})
    on conflict (user_id, item_id) do update set ${GRADED_FROM_EXCLUDED}
    where ${reviewCards.itemId} = any(${sql.param(existed)}::text[])
    returning item_id`);
  const known = new Set(existed);
  return { newItemIds: written.rows.map((row) => row.item_id).filter((itemId) => !known.has(itemId)) };
}

type GradedField = Exclude<keyof ReviewCard, "itemId">;

/** What grading sets on a card: each field's column and SQL type (the unnest arrays and the update come from here). */
const GRADED_COLUMNS = {
  due: ["due", "timestamptz"],
  state: ["state", "text"],
  stability: ["stability", "real"],
  difficulty: ["difficulty", "real"],
  elapsedDays: ["elapsed_days", "int"],
  scheduledDays: ["scheduled_days", "int"],
  learningSteps: ["learning_steps", "int"],
  reps: ["reps", "int"],
  lapses: ["lapses", "int"],
  lastReview: ["last_review", "timestamptz"],
} as const satisfies Record<GradedField, readonly [string, string]>;

/** An updated card takes the graded columns of the row proposed for it. */
const GRADED_FROM_EXCLUDED = sql.raw(
  Object.values(GRADED_COLUMNS)
    .map(([name]) => `${name} = excluded.${name}`)
    .join(", "),
);

/** Every card of one person in one course (the reviews page plans from them). */
export async function readCards(tx: Pick<Transaction, "select">, userId: string, course: string): Promise<ReviewCard[]> {
  const rows = await tx
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.course, course)));
  return rows.map(rowToCard);
}
