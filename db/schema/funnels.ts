import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./identity";

/**
 * Onboarding funnels (issue 14). Definitions live in content/funnels (no table); these tables hold
 * what one person answered and the plan built from it. Both belong to one user and move with them
 * from an anonymous visitor to their account (owned records).
 */

/**
 * A funnel's answers as the browser kept them (spec section 3 "Funnel local answer, per screen"),
 * stored when the visitor signs up or finishes the funnel, so the answers follow the account. One
 * row per person and funnel; a later answer set replaces the earlier one.
 */
export const funnelAnswerSets = pgTable(
  "funnel_answer_sets",
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The funnel slug: "english-improve", "spanish-boost", … */
    funnel: text().notNull(),
    /** The answers, one entry per screen: { questionText, category, questionId, selectedAnswers, selectedAnswerIds, questionKey, tag, retenoUserProperty }[]. */
    answers: jsonb().notNull(),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.funnel] })],
);

/**
 * The personal plan built at the end of a funnel from its answers on the real course: where the
 * learner starts, the daily goal and the week, and the estimate of the next CEFR level. One per
 * person (the latest funnel's); it drives /my-plan.
 */
export const personalPlans = pgTable(
  "personal_plans",
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    funnel: text().notNull(),
    /** The course learned: "en" | "es". */
    course: text().notNull(),
    /** The learner's goal as its answer id (e.g. "career", "travel"). */
    goal: text(),
    /** The CEFR level the learner starts at (A1…C1), from the level test or their own estimate. */
    level: text().notNull(),
    /** The first lesson the plan opens. */
    startLessonId: text().notNull(),
    minutesPerDay: integer().notNull(),
    daysPerWeek: integer().notNull(),
    /** Topic answer ids the learner picked. */
    topics: jsonb()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The estimate shown with the plan: { nextLevel, hoursNeeded, weeks, reachBy (YYYY-MM-DD), source }. */
    estimate: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("personal_plans_minutes", sql`${table.minutesPerDay} between 5 and 120`),
    check("personal_plans_days", sql`${table.daysPerWeek} between 1 and 7`),
    check("personal_plans_level", sql`${table.level} in ('A1', 'A2', 'B1', 'B2', 'C1')`),
  ],
);
