import "server-only";
import { and, count, eq, gte, like, sum } from "drizzle-orm";
import { learningDays, lessonAttempts, reviewCards } from "@db/schema/courses";
import { getDb, type Database } from "@/lib/db";
import { addDays, computeStreak, localDay, resolveTimeZone, type StreakState } from "../model/streak";
import { readBreaks, readStreakEvents } from "./learner-records";

/** The learner's progress pictures and streak (decision record 0022), by their local day. */
export const PROGRESS_DAYS = 30;
export const CALENDAR_DAYS = 120;

export interface DayProgress {
  day: string;
  xp: number;
  seconds: number;
  lessons: number;
  reviews: number;
  newWords: number;
}

export interface Progress {
  xp: number;
  lessonsCompleted: number;
  wordsLearned: number;
  /** The last 30 local days, oldest first, days without learning as zeros. */
  days: DayProgress[];
  /** Words learned in total at the end of each of those days. */
  wordsOverTime: { day: string; words: number }[];
}

export async function readProgress(userId: string, now: Date, timeZone: string, db: Database = getDb()): Promise<Progress> {
  const today = localDay(now, resolveTimeZone(timeZone));
  const first = addDays(today, -(PROGRESS_DAYS - 1));
  const [totals] = await db
    .select({ xp: sum(learningDays.xp) })
    .from(learningDays)
    .where(eq(learningDays.userId, userId));
  const [lessons] = await db.select({ n: count() }).from(
    db
      .selectDistinct({ itemId: lessonAttempts.itemId })
      .from(lessonAttempts)
      .where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.kind, "lesson"), eq(lessonAttempts.status, "completed")))
      .as("done"),
  );
  const [words] = await db
    .select({ n: count() })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), like(reviewCards.itemId, "%:word:%")));
  const rows = await db
    .select()
    .from(learningDays)
    .where(and(eq(learningDays.userId, userId), gte(learningDays.day, first)));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = Array.from({ length: PROGRESS_DAYS }, (_, k): DayProgress => {
    const day = addDays(first, k);
    const row = byDay.get(day);
    return {
      day,
      xp: row?.xp ?? 0,
      seconds: row?.seconds ?? 0,
      lessons: row?.lessons ?? 0,
      reviews: row?.reviews ?? 0,
      newWords: row?.newWords ?? 0,
    };
  });
  const wordsLearned = words?.n ?? 0;
  // Counting back from today's total: the words at the end of a day are the total less those met later.
  let later = rows.filter((row) => row.day > today).reduce((total, row) => total + row.newWords, 0);
  const wordsOverTime = [...days].reverse().map((day) => {
    const point = { day: day.day, words: Math.max(0, wordsLearned - later) };
    later += day.newWords;
    return point;
  });
  return { xp: Number(totals?.xp ?? 0), lessonsCompleted: lessons?.n ?? 0, wordsLearned, days, wordsOverTime: wordsOverTime.reverse() };
}

export interface StreakView extends Omit<StreakState, "days"> {
  /** The streak calendar: the last 120 days from the first activity, oldest first. */
  calendar: StreakState["days"];
  /** Breaks not over yet (ongoing or coming), soonest first. */
  breaks: { id: string; firstDay: string; days: number; lastDay: string }[];
}

export async function readStreak(userId: string, now: Date, timeZone: string, db: Database = getDb()): Promise<StreakView> {
  const zone = resolveTimeZone(timeZone);
  const { days, ...state } = computeStreak(await readStreakEvents(userId, db), now, zone);
  const breaks = (await readBreaks(userId, db))
    .map((row) => ({ id: row.id, firstDay: row.firstDay, days: row.days, lastDay: addDays(row.firstDay, row.days - 1) }))
    .filter((row) => row.lastDay >= state.today);
  return { ...state, calendar: days.slice(-CALENDAR_DAYS), breaks };
}
