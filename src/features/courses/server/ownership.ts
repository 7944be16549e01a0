import { sql } from "drizzle-orm";
import { plannedBreaks } from "@db/schema/courses";
import { movedOnSignUpAndSignIn } from "@/lib/ownership/reassign";
import type { OwnedRecords, Transaction } from "@/lib/ownership/types";

/*
 * A visitor's learning follows them to their account (issue 13, item 9): on sign-up everything
 * moves; on sign-in to an existing account it is merged so that nothing learned is lost and
 * nothing is counted twice.
 */

/** Attempts move; an open attempt of the visitor for an item the account also has open is dropped. */
async function moveAttempts(tx: Transaction, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    delete from lesson_attempts v
    where v.user_id = ${from} and v.status = 'started'
      and exists (select 1 from lesson_attempts a
        where a.user_id = ${to} and a.status = 'started' and a.kind = v.kind and a.item_id = v.item_id)`);
  await tx.execute(sql`update lesson_attempts set user_id = ${to} where user_id = ${from}`);
}

export const lessonAttemptOwnership: OwnedRecords = {
  table: "lesson_attempts",
  rule: "Lesson, test and review attempts move to the account in both cases (an open attempt the account also has open is dropped).",
  moveAll: moveAttempts,
  mergeInto: moveAttempts,
};

/**
 * A word the visitor learned that the account had learned already is not new to the account: the
 * visitor's days lose it from their new words before they join (the cards merge once, below).
 * It comes off the visitor's day it was learned on (the card's UTC date), else their latest day.
 */
async function discountWordsKnownToAccount(tx: Transaction, from: string, to: string): Promise<void> {
  const known = await tx.execute<{ day: string }>(sql`
    select to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD') as day from review_cards v
    where v.user_id = ${from} and v.item_id like '%:word:%'
      and exists (select 1 from review_cards a where a.user_id = ${to} and a.item_id = v.item_id)`);
  if (known.rows.length === 0) return;
  const days = await tx.execute<{ day: string; new_words: number }>(sql`
    select day::text as day, new_words from learning_days where user_id = ${from} and new_words > 0 order by day desc`);
  const left = new Map(days.rows.map((row) => [row.day, row.new_words]));
  for (const { day } of known.rows) {
    const on = (left.get(day) ?? 0) > 0 ? day : [...left.keys()].find((other) => left.get(other)! > 0);
    if (on) left.set(on, left.get(on)! - 1);
  }
  for (const { day, new_words } of days.rows) {
    const words = left.get(day)!;
    if (words !== new_words) await tx.execute(sql`update learning_days set new_words = ${words} where user_id = ${from} and day = ${day}`);
  }
}

/** Days add up: the visitor's XP, time and counts join the account's same local day (new words only once). */
async function mergeDays(tx: Transaction, from: string, to: string): Promise<void> {
  await discountWordsKnownToAccount(tx, from, to);
  await tx.execute(sql`
    insert into learning_days (user_id, day, xp, seconds, lessons, reviews, new_words)
    select ${to}, day, xp, seconds, lessons, reviews, new_words from learning_days where user_id = ${from}
    on conflict (user_id, day) do update set
      xp = learning_days.xp + excluded.xp,
      seconds = learning_days.seconds + excluded.seconds,
      lessons = learning_days.lessons + excluded.lessons,
      reviews = learning_days.reviews + excluded.reviews,
      new_words = learning_days.new_words + excluded.new_words`);
  await tx.execute(sql`delete from learning_days where user_id = ${from}`);
}

export const learningDayOwnership: OwnedRecords = {
  table: "learning_days",
  rule: "Daily XP and study time move to the account in both cases, adding to its own day; a word the account already knew is not counted as new again.",
  moveAll: mergeDays,
  mergeInto: mergeDays,
};

export const plannedBreakOwnership = movedOnSignUpAndSignIn(
  plannedBreaks,
  { key: "userId", column: plannedBreaks.userId },
  "Planned breaks move to the account in both cases.",
);

/** A card the account already has keeps the account's schedule; the visitor's other cards move. */
async function moveCards(tx: Transaction, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    delete from review_cards v where v.user_id = ${from}
      and exists (select 1 from review_cards a where a.user_id = ${to} and a.item_id = v.item_id)`);
  await tx.execute(sql`update review_cards set user_id = ${to} where user_id = ${from}`);
}

export const reviewCardOwnership: OwnedRecords = {
  table: "review_cards",
  rule: "Review cards move to the account in both cases; where both have a card for one word, the account's schedule is kept.",
  moveAll: moveCards,
  mergeInto: moveCards,
};

/** An achievement is held once: the earlier award wins. */
async function moveAchievements(tx: Transaction, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    insert into achievements_earned (user_id, achievement_id, earned_at, seen_at)
    select ${to}, achievement_id, earned_at, seen_at from achievements_earned where user_id = ${from}
    on conflict (user_id, achievement_id) do update set
      earned_at = least(achievements_earned.earned_at, excluded.earned_at),
      seen_at = coalesce(achievements_earned.seen_at, excluded.seen_at)`);
  await tx.execute(sql`delete from achievements_earned where user_id = ${from}`);
}

export const achievementOwnership: OwnedRecords = {
  table: "achievements_earned",
  rule: "Achievements move to the account in both cases; one held by both keeps the earlier date.",
  moveAll: moveAchievements,
  mergeInto: moveAchievements,
};

/** On sign-up the visitor's choices become the account's; an existing account keeps its own. */
async function moveSettings(tx: Transaction, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    insert into learner_settings (user_id, daily_goal_minutes, current_course, placed_level, updated_at)
    select ${to}, daily_goal_minutes, current_course, placed_level, updated_at from learner_settings where user_id = ${from}
    on conflict (user_id) do nothing`);
  await tx.execute(sql`delete from learner_settings where user_id = ${from}`);
}

export const learnerSettingsOwnership: OwnedRecords = {
  table: "learner_settings",
  rule: "The daily goal and current course move on sign-up; on sign-in the account's own choices are kept.",
  moveAll: moveSettings,
  mergeInto: moveSettings,
};
