import { lessonAttempts } from "../schema/courses";
import type { FactoryDb } from "./database";

const DURATION_MS = 120_000;

/**
 * Lessons the learner has finished: one completed attempt per lesson id, completed at `at` (its
 * local day in `timeZone`) after two minutes' work. What the course map and gating read as "done".
 */
export async function completeLessons(
  db: FactoryDb,
  userId: string,
  lessonIds: readonly string[],
  { course = "en", at = new Date(), timeZone = "UTC" }: { course?: string; at?: Date; timeZone?: string } = {},
): Promise<void> {
  if (lessonIds.length === 0) return;
  const localDay = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
  await db.insert(lessonAttempts).values(
    lessonIds.map((itemId) => ({
      userId,
      course,
      kind: "lesson" as const,
      itemId,
      status: "completed" as const,
      startedAt: new Date(at.getTime() - DURATION_MS),
      completedAt: at,
      timeZone,
      localDay,
      correct: 10,
      total: 10,
      xp: 25,
      durationMs: DURATION_MS,
      answers: [],
      outcome: { accuracy: 1 },
    })),
  );
}
