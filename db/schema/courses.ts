import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./identity";

/**
 * Self-study learning (issue 13, decision record 0022). Content lives in content/courses (no
 * table); these tables hold what one person did with it. Every row belongs to one user and moves
 * with them from an anonymous visitor to their account (owned records).
 */

/**
 * One go at a lesson, a unit checkpoint, a level test or a review session. The server issues the
 * id when the learner starts (or resumes) and it is the idempotency key of the results: the first
 * accepted batch completes the attempt, a replay answers the stored outcome and changes nothing.
 * At most one attempt per person and item is open at a time, so two tabs share it and a lesson
 * finished in both counts once.
 */
export const lessonAttempts = pgTable(
  "lesson_attempts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The course learned: "en" | "es". */
    course: text().notNull(),
    kind: text({ enum: ["lesson", "unit_test", "level_test", "review"] }).notNull(),
    /** The lesson id, the unit id (unit_test), `<course>-<level>` (level_test) or the review's day (review). */
    itemId: text().notNull(),
    status: text({ enum: ["started", "completed"] })
      .notNull()
      .default("started"),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    /** IANA time zone of X-Time-Location when completed (streaks count local days). */
    timeZone: text(),
    /** The learner's local day of completion (YYYY-MM-DD). */
    localDay: date({ mode: "string" }),
    correct: integer(),
    total: integer(),
    xp: integer(),
    /** Time spent, as the server accepts it (capped per exercise). */
    durationMs: integer(),
    /** The answers as submitted: [{exerciseId, answer, ms}], kept for support and recomputation. */
    answers: jsonb(),
    /** What the server computed (accuracy, passed, new words…), returned again on a replay. */
    outcome: jsonb(),
  },
  (table) => [
    index("lesson_attempts_user_idx").on(table.userId, table.kind, table.itemId),
    index("lesson_attempts_user_completed_idx").on(table.userId, table.completedAt),
    uniqueIndex("lesson_attempts_one_open")
      .on(table.userId, table.kind, table.itemId)
      .where(sql`status = 'started'`),
    check("lesson_attempts_completed", sql`(status = 'started') = (completed_at is null)`),
  ],
);

/** Per person and local day: XP, minutes studied and what was done (charts, daily goal). */
export const learningDays = pgTable(
  "learning_days",
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    xp: integer().notNull().default(0),
    seconds: integer().notNull().default(0),
    lessons: integer().notNull().default(0),
    reviews: integer().notNull().default(0),
    /** Words met for the first time that day. */
    newWords: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** A break the learner announced in advance: 1–14 days on which the streak holds and no reviews fall due. */
export const plannedBreaks = pgTable(
  "planned_breaks",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    announcedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    timeZone: text().notNull(),
    firstDay: date({ mode: "string" }).notNull(),
    days: integer().notNull(),
    canceledAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("planned_breaks_user_idx").on(table.userId), check("planned_breaks_days", sql`${table.days} between 1 and 14`)],
);

/** One FSRS card per word or sentence learned (`model/reviews.ts`); `due` is copied out for the daily query. */
export const reviewCards = pgTable(
  "review_cards",
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** `<course>:word:<wordId>` or `<course>:sentence:<lessonId>:<exerciseId>`. */
    itemId: text().notNull(),
    course: text().notNull(),
    due: timestamp({ withTimezone: true }).notNull(),
    state: text({ enum: ["new", "learning", "review", "relearning"] }).notNull(),
    stability: real().notNull(),
    difficulty: real().notNull(),
    elapsedDays: integer().notNull(),
    scheduledDays: integer().notNull(),
    learningSteps: integer().notNull(),
    reps: integer().notNull(),
    lapses: integer().notNull(),
    lastReview: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemId] }), index("review_cards_due_idx").on(table.userId, table.due)],
);

/** Achievements earned (the list is in model/achievements.ts); awarded once, `seenAt` once shown. */
export const achievementsEarned = pgTable(
  "achievements_earned",
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    achievementId: text().notNull(),
    earnedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp({ withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.achievementId] })],
);

/** The learner's choices: daily goal (5/10/15/20 minutes, or none) and the course they study now. */
export const learnerSettings = pgTable(
  "learner_settings",
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    dailyGoalMinutes: integer(),
    currentCourse: text(),
    /** Where the English level test (or the learner's own estimate in a funnel) placed them: A1…C1; lessons of that level open from its start. */
    placedLevel: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("learner_settings_goal", sql`${table.dailyGoalMinutes} is null or ${table.dailyGoalMinutes} in (5, 10, 15, 20)`),
    check("learner_settings_placed_level", sql`${table.placedLevel} is null or ${table.placedLevel} in ('A1', 'A2', 'B1', 'B2', 'C1')`),
  ],
);
