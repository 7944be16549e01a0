import "server-only";
import { eq } from "drizzle-orm";
import { learnerSettings } from "@db/schema/courses";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { LEVELS, type CourseId, type Level } from "../model/course-levels";

type Reader = Database | Transaction;

/**
 * Placement (issue 14, decision record 0032): the English level test puts a learner at a level of
 * the English course; gating then opens that level (and those below) from their first lesson. One
 * placement per learner (learner_settings.placed_level); a retake replaces it. Only the English
 * course is placed: the test is an English test.
 */
export const PLACED_COURSE: CourseId = "en";

export async function placeLearner(userId: string, course: CourseId, level: Level, now = new Date(), db: Reader = getDb()): Promise<void> {
  if (course !== PLACED_COURSE) throw new Error(`Only the ${PLACED_COURSE} course is placed by the level test (got ${course}).`);
  await db
    .insert(learnerSettings)
    .values({ userId, placedLevel: level, updatedAt: now })
    .onConflictDoUpdate({ target: learnerSettings.userId, set: { placedLevel: level, updatedAt: now } });
}

/** Where the learner was placed in `course` (null: nowhere, or a course the test does not place). */
export async function readPlacedLevel(userId: string, course: string, db: Reader = getDb()): Promise<Level | null> {
  if (course !== PLACED_COURSE) return null;
  const [row] = await db
    .select({ placedLevel: learnerSettings.placedLevel })
    .from(learnerSettings)
    .where(eq(learnerSettings.userId, userId));
  return LEVELS.find((level) => level === row?.placedLevel) ?? null;
}
