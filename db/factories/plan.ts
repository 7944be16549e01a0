import { achievementsEarned, learnerSettings, learningDays, lessonAttempts, plannedBreaks } from "../schema";
import type { FactoryDb } from "./database";

/**
 * A learner's history for the plan pages (decision record 0028): completed lessons on given
 * days (the streak's activities), the day totals the charts draw, achievements, the daily goal.
 */
export interface PlanDay {
  /** When the lesson was completed (the streak counts its local day in `timeZone`). */
  at: Date;
  lessonId: string;
  xp?: number;
  seconds?: number;
  newWords?: number;
}

const localDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

/** Lessons completed on these days, with the learning-day rows the results would have written. */
export async function givePlanHistory(
  db: FactoryDb,
  userId: string,
  days: readonly PlanDay[],
  options: { course?: string; timeZone?: string } = {},
): Promise<void> {
  const course = options.course ?? "en";
  const timeZone = options.timeZone ?? "UTC";
  for (const entry of days) {
    const day = localDate(entry.at, timeZone);
    const xp = entry.xp ?? 20;
    const seconds = entry.seconds ?? 300;
    await db.insert(lessonAttempts).values({
      userId,
      course,
      kind: "lesson",
      itemId: entry.lessonId,
      status: "completed",
      startedAt: new Date(entry.at.getTime() - seconds * 1000),
      completedAt: entry.at,
      timeZone,
      localDay: day,
      correct: 10,
      total: 10,
      xp,
      durationMs: seconds * 1000,
      answers: [],
      outcome: {},
    });
    await db
      .insert(learningDays)
      .values({ userId, day, xp, seconds, lessons: 1, newWords: entry.newWords ?? 5 })
      .onConflictDoNothing();
  }
}

/** Achievements earned (not yet seen unless `seenAt` is given). */
export async function giveAchievements(
  db: FactoryDb,
  userId: string,
  ids: readonly string[],
  earnedAt = new Date(),
  seenAt: Date | null = null,
) {
  for (const achievementId of ids) await db.insert(achievementsEarned).values({ userId, achievementId, earnedAt, seenAt });
}

/** The learner's daily goal in minutes (5, 10, 15 or 20), or none. */
export async function giveDailyGoal(db: FactoryDb, userId: string, minutes: 5 | 10 | 15 | 20 | null): Promise<void> {
  await db
    .insert(learnerSettings)
    .values({ userId, dailyGoalMinutes: minutes })
    .onConflictDoUpdate({ target: learnerSettings.userId, set: { dailyGoalMinutes: minutes } });
}

/** A break announced now (or at `announcedAt`) from `firstDay` for `days` days. */
export async function givePlanBreak(
  db: FactoryDb,
  userId: string,
  options: { firstDay: string; days: number; timeZone?: string; announcedAt?: Date },
): Promise<string> {
  const [row] = await db
    .insert(plannedBreaks)
    .values({
      userId,
      firstDay: options.firstDay,
      days: options.days,
      timeZone: options.timeZone ?? "UTC",
      announcedAt: options.announcedAt ?? new Date(),
    })
    .returning({ id: plannedBreaks.id });
  return row!.id;
}
