import { sql } from "drizzle-orm";
import { learningDays } from "@db/schema/courses";
import type { Transaction } from "@/lib/ownership/types";

/** What one completed lesson, test or review adds to a person's local day. */
export interface LearningDayDelta {
  xp?: number;
  seconds?: number;
  lessons?: number;
  reviews?: number;
  newWords?: number;
}

/**
 * Adds to the person's row for `day` (YYYY-MM-DD, their local day), creating it on the day's first
 * activity; the one writer of learning_days for lessons, tests and reviews. Returns the day's totals.
 */
export async function addToLearningDay(
  tx: Transaction,
  userId: string,
  day: string,
  delta: LearningDayDelta,
): Promise<typeof learningDays.$inferSelect> {
  const values = {
    xp: delta.xp ?? 0,
    seconds: delta.seconds ?? 0,
    lessons: delta.lessons ?? 0,
    reviews: delta.reviews ?? 0,
    newWords: delta.newWords ?? 0,
  };
  const [row] = await tx
    .insert(learningDays)
    .values({ userId, day, ...values })
    .onConflictDoUpdate({
      target: [learningDays.userId, learningDays.day],
      set: {
        xp: sql`${learningDays.xp} + excluded.xp`,
        seconds: sql`${learningDays.seconds} + excluded.seconds`,
        lessons: sql`${learningDays.lessons} + excluded.lessons`,
        reviews: sql`${learningDays.reviews} + excluded.reviews`,
        newWords: sql`${learningDays.newWords} + excluded.new_words`,
      },
    })
    .returning();
  return row!;
}
