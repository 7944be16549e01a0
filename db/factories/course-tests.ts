import { lessonAttempts } from "../schema/courses";
import type { FactoryDb } from "./database";

/**
 * A completed unit checkpoint (test id = the unit id) or level test (`en-a1`) with its score, stored
 * as the results endpoint stores it (outcome.passed is what the course gating reads).
 */
export async function giveCompletedTest(
  db: FactoryDb,
  userId: string,
  options: { testId: string; score: number; passed: boolean; completedAt?: Date; course?: string },
): Promise<string> {
  const kind = /-u\d+$/.test(options.testId) ? ("unit_test" as const) : ("level_test" as const);
  const at = options.completedAt ?? new Date();
  const total = 10;
  const correct = Math.round((options.score * total) / 100);
  const [row] = await db
    .insert(lessonAttempts)
    .values({
      userId,
      course: options.course ?? "en",
      kind,
      itemId: options.testId,
      status: "completed",
      startedAt: at,
      completedAt: at,
      correct,
      total,
      xp: 0,
      durationMs: 60_000,
      outcome: {
        testId: options.testId,
        kind,
        score: options.score,
        correct,
        total,
        accuracy: correct / total,
        passed: options.passed,
        xp: 0,
        durationMs: 60_000,
        perExercise: [],
      },
    })
    .returning({ id: lessonAttempts.id });
  return row!.id;
}
