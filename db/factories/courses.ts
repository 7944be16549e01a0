import { learningDays, lessonAttempts, plannedBreaks, reviewCards } from "../schema";
import type { FactoryDb } from "./database";

const DAY = 86_400_000;

export interface GivenReviewCard {
  /** `en:word:hello` or `en:sentence:<lessonId>:<exerciseId>`. */
  itemId: string;
  due: Date;
  /** Days the memory holds (FSRS stability); 10 unless said. Below 2 the card counts as weak. */
  stability?: number;
  lapses?: number;
  /** When it was last reviewed: 10 days before `due` (and never after now) unless said. */
  lastReview?: Date;
}

/**
 * Review cards as FSRS leaves them after a few good reviews (state "review"), due when the test
 * says: the reviews pages plan from them.
 */
export async function giveReviewCards(db: FactoryDb, userId: string, cards: readonly GivenReviewCard[], course = "en"): Promise<void> {
  if (cards.length === 0) return;
  await db.insert(reviewCards).values(
    cards.map((card) => ({
      userId,
      itemId: card.itemId,
      course,
      due: card.due,
      state: "review" as const,
      stability: card.stability ?? 10,
      difficulty: 5,
      elapsedDays: 10,
      scheduledDays: 10,
      learningSteps: 0,
      reps: 3,
      lapses: card.lapses ?? 0,
      lastReview: card.lastReview ?? new Date(Math.min(card.due.getTime() - 10 * DAY, Date.now())),
    })),
  );
}

/** A completed lesson on `day` (the learner's local day), with its day's XP, time and words. */
export async function giveLessonCompletion(
  db: FactoryDb,
  userId: string,
  options: { lessonId: string; day: string; course?: string; timeZone?: string; xp?: number; seconds?: number; newWords?: number },
): Promise<string> {
  const completedAt = new Date(`${options.day}T12:00:00Z`);
  const [attempt] = await db
    .insert(lessonAttempts)
    .values({
      userId,
      course: options.course ?? "en",
      kind: "lesson",
      itemId: options.lessonId,
      status: "completed",
      startedAt: new Date(completedAt.getTime() - 5 * 60_000),
      completedAt,
      timeZone: options.timeZone ?? "UTC",
      localDay: options.day,
      correct: 10,
      total: 10,
      xp: options.xp ?? 25,
      durationMs: (options.seconds ?? 300) * 1000,
      answers: [],
      outcome: {},
    })
    .returning({ id: lessonAttempts.id });
  await db.insert(learningDays).values({
    userId,
    day: options.day,
    xp: options.xp ?? 25,
    seconds: options.seconds ?? 300,
    lessons: 1,
    newWords: options.newWords ?? 0,
  });
  return attempt!.id;
}

/** A planned break the learner announced (`days` 1–14 from `firstDay`). */
export async function givePlannedBreak(db: FactoryDb, userId: string, options: { firstDay: string; days: number; timeZone?: string }) {
  await db.insert(plannedBreaks).values({ userId, firstDay: options.firstDay, days: options.days, timeZone: options.timeZone ?? "UTC" });
}

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
  // Started two minutes before, but not before the local midnight: a lesson finished just after
  // midnight was started (and spent its day's free lesson) on its own local day, as in the app. The
  // start still follows the completion's order (a later `at` never starts earlier).
  const clock = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone, hourCycle: "h23", hour: "numeric", minute: "numeric", second: "numeric" })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const localMidnight = at.getTime() - ((clock.hour! * 60 + clock.minute!) * 60 + clock.second!) * 1000 - at.getMilliseconds();
  const startedAt = new Date(Math.min(Math.max(at.getTime() - DURATION_MS, localMidnight), at.getTime() - 1));
  await db.insert(lessonAttempts).values(
    lessonIds.map((itemId) => ({
      userId,
      course,
      kind: "lesson" as const,
      itemId,
      status: "completed" as const,
      startedAt,
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
