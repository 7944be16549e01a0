import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./identity";

/**
 * The English level test (issue 14): computerised adaptive testing over the item bank in
 * content/level-test. The browser picks and shows items, but the result is always recomputed on
 * the server from the stored responses; every response is kept so the items can be recalibrated.
 * Sessions belong to one user and move from an anonymous visitor to their account (owned records).
 */
export const levelTestSessions = pgTable(
  "level_test_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Where it was taken: "page" (/test-your-english-level) or a funnel slug. */
    source: text().notNull(),
    status: text({ enum: ["started", "completed"] })
      .notNull()
      .default("started"),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    /** Items answered when completed. */
    itemCount: integer(),
    /** The server's result: { level, theta, se, margin: [low, high], skills: { grammar|vocabulary|reading|listening: { level, theta, se, items } } }. */
    result: jsonb(),
  },
  (table) => [
    index("level_test_sessions_user_idx").on(table.userId, table.startedAt),
    check("level_test_sessions_completed", sql`(${table.status} = 'completed') = (${table.completedAt} is not null)`),
  ],
);

/** One answered item of a session, in order. */
export const levelTestResponses = pgTable(
  "level_test_responses",
  {
    sessionId: uuid()
      .notNull()
      .references(() => levelTestSessions.id, { onDelete: "cascade" }),
    seq: integer().notNull(),
    itemId: text().notNull(),
    /** What the learner chose or typed (an option id, or text up to 200 characters). */
    answer: text().notNull(),
    correct: integer().notNull(),
    /** The ability estimate and its standard error after this response (for analysis). */
    thetaAfter: real().notNull(),
    seAfter: real().notNull(),
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.seq] }),
    index("level_test_responses_item_idx").on(table.itemId),
    check("level_test_responses_correct", sql`${table.correct} in (0, 1)`),
    check("level_test_responses_answer", sql`char_length(${table.answer}) <= 200`),
  ],
);
