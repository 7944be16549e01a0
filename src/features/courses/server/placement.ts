import "server-only";
import { learnerSettings } from "@db/schema/courses";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import type { CourseId, Level } from "../model/course-levels";

/**
 * Places a learner in a course at a CEFR level (learner_settings.placed_level, and the course as
 * their current one): the level test's result or the level a funnel's answers gave. Lessons of that
 * level open from its start. Keeps the daily goal.
 */
export async function placeLearner(
  userId: string,
  course: CourseId,
  level: Level,
  now: Date = new Date(),
  db: Database | Transaction = getDb(),
): Promise<void> {
  await db
    .insert(learnerSettings)
    .values({ userId, currentCourse: course, placedLevel: level, updatedAt: now })
    .onConflictDoUpdate({ target: learnerSettings.userId, set: { currentCourse: course, placedLevel: level, updatedAt: now } });
}
