import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./identity";

/**
 * Applications to the free-for-Ukraine programme (issue 15, decision record 0040): what the
 * person declared, and the decision. At most one PENDING application per person (the partial
 * unique index); approval sets the profile's free_for_ukraine through the profile feature.
 */
export const ukraineApplications = pgTable(
  "ukraine_applications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text({ enum: ["PENDING", "APPROVED", "REJECTED"] })
      .notNull()
      .default("PENDING"),
    /** in_ukraine, displaced_in_ukraine or displaced_abroad (what the person declared). */
    situation: text({ enum: ["in_ukraine", "displaced_in_ukraine", "displaced_abroad"] }).notNull(),
    city: text().notNull(),
    country: text().notNull(),
    /** A short note in the person's words: stored and shown as text, never as HTML. */
    note: text().notNull().default(""),
    /** The interface locale the person applied in (their emails use their profile's locale first). */
    locale: text().notNull(),
    consentedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: text().references(() => user.id, { onDelete: "set null" }),
    decisionReason: text(),
  },
  (table) => [
    uniqueIndex("ukraine_applications_one_pending")
      .on(table.userId)
      .where(sql`${table.status} = 'PENDING'`),
    index("ukraine_applications_user_idx").on(table.userId, table.createdAt),
    index("ukraine_applications_queue_idx").on(table.status, table.createdAt),
    check("ukraine_applications_status", sql`${table.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check("ukraine_applications_situation", sql`${table.situation} in ('in_ukraine', 'displaced_in_ukraine', 'displaced_abroad')`),
    check("ukraine_applications_city", sql`char_length(${table.city}) between 1 and 80`),
    check("ukraine_applications_country", sql`char_length(${table.country}) between 1 and 80`),
    check("ukraine_applications_note", sql`char_length(${table.note}) <= 1000`),
    check(
      "ukraine_applications_decided",
      sql`(${table.status} = 'PENDING') = (${table.decidedAt} is null) and (${table.status} = 'PENDING' or char_length(${table.decisionReason}) between 1 and 500)`,
    ),
  ],
);

/**
 * Every decision an admin made on an application, written in the transaction that makes it.
 * The form's nonce is unique: a double submit of one form is one decision.
 */
export const ukraineAuditLog = pgTable(
  "ukraine_audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => ukraineApplications.id, { onDelete: "cascade" }),
    /** The applicant the row is about. */
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    adminId: text().references(() => user.id, { onDelete: "set null" }),
    action: text({ enum: ["approve", "reject"] }).notNull(),
    reason: text().notNull(),
    nonce: text().notNull(),
    details: jsonb().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ukraine_audit_log_nonce").on(table.nonce),
    index("ukraine_audit_log_application_idx").on(table.applicationId, table.createdAt),
    index("ukraine_audit_log_user_idx").on(table.userId),
    check("ukraine_audit_log_action", sql`${table.action} in ('approve', 'reject')`),
    check("ukraine_audit_log_reason_length", sql`char_length(${table.reason}) between 1 and 500`),
  ],
);
