import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, giveReviewCards } from "@db/factories";
import { reviewCards } from "@db/schema/courses";
import { getDb } from "@/lib/db";
import { gradeFor, newCard, reviewCard, type ReviewCard } from "../model/reviews";
import { recordLearnedItems, rowToCard } from "./review-cards";

const now = new Date("2026-11-23T09:00:00Z");
const right = { verdict: "correct", durationMs: 3000 } as const;
const wrong = { verdict: "wrong", durationMs: 3000 } as const;

/** A stored card as graded (stability and difficulty are `real`: single precision). */
function expectStored(stored: ReviewCard, graded: ReviewCard) {
  const { stability, difficulty, ...exact } = graded;
  expect(stored).toMatchObject(exact);
  expect(stored.stability).toBeCloseTo(stability, 4);
  expect(stored.difficulty).toBeCloseTo(difficulty, 4);
}

async function cardsOf(userId: string) {
  const rows = await getDb().select().from(reviewCards).where(eq(reviewCards.userId, userId));
  return new Map(rows.map((row) => [row.itemId, row]));
}

describe("recordLearnedItems (the one writer of review cards)", () => {
  it("creates the new cards and grades the existing ones in one batch; only the new ones are reported", async () => {
    const anna = await createUser(getDb());
    await giveReviewCards(getDb(), anna.id, [{ itemId: "en:word:known", due: new Date("2026-11-20T00:00:00Z") }]);
    const before = rowToCard((await cardsOf(anna.id)).get("en:word:known")!);

    const { newItemIds } = await getDb().transaction((tx) =>
      recordLearnedItems(
        tx,
        anna.id,
        "en",
        [
          { itemId: "en:word:known", outcome: right },
          { itemId: "en:word:fresh", outcome: right },
          { itemId: "en:sentence:en-a1-u01-l01:e3", outcome: right },
          // The same item twice is graded once, by its worst outcome.
          { itemId: "en:word:fresh", outcome: wrong },
        ],
        now,
      ),
    );

    expect(newItemIds.sort()).toEqual(["en:sentence:en-a1-u01-l01:e3", "en:word:fresh"]);
    const cards = await cardsOf(anna.id);
    expect([...cards.keys()].sort()).toEqual(["en:sentence:en-a1-u01-l01:e3", "en:word:fresh", "en:word:known"]);
    const graded = reviewCard(before, gradeFor(right), now);
    expectStored(rowToCard(cards.get("en:word:known")!), graded);
    expectStored(rowToCard(cards.get("en:word:fresh")!), reviewCard(newCard("en:word:fresh", now), gradeFor(wrong), now));
    expect(cards.get("en:word:fresh")).toMatchObject({ course: "en", createdAt: now });
  });

  it("grades a card once per call and leaves other people's cards alone", async () => {
    const [anna, ben] = [await createUser(getDb()), await createUser(getDb())];
    await giveReviewCards(getDb(), ben.id, [{ itemId: "en:word:shared", due: new Date("2026-11-20T00:00:00Z") }]);
    const bens = (await cardsOf(ben.id)).get("en:word:shared")!;
    const first = await getDb().transaction((tx) =>
      recordLearnedItems(tx, anna.id, "en", [{ itemId: "en:word:shared", outcome: right }], now),
    );
    const later = new Date(now.getTime() + 86_400_000);
    const second = await getDb().transaction((tx) =>
      recordLearnedItems(tx, anna.id, "en", [{ itemId: "en:word:shared", outcome: right }], later),
    );
    expect(first.newItemIds).toEqual(["en:word:shared"]);
    expect(second.newItemIds).toEqual([]);
    const annas = (await cardsOf(anna.id)).get("en:word:shared")!;
    expect(annas.reps).toBe(2);
    expect(annas.lastReview).toEqual(later);
    const [bensAfter] = await getDb()
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, ben.id), eq(reviewCards.itemId, "en:word:shared")));
    expect(bensAfter).toEqual(bens);
    expect((await getDb().transaction((tx) => recordLearnedItems(tx, anna.id, "en", [], now))).newItemIds).toEqual([]);
  });
});
