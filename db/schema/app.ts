import { sql } from "drizzle-orm";
import { user } from "./identity";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Messages sent through /contact-us. `ownerId` links them to an account once identity exists. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The account (registered or anonymous) that sent it; deleted with the account. */
    ownerId: text().references(() => user.id, { onDelete: "cascade" }),
    name: text().notNull(),
    email: text().notNull(),
    topic: text().notNull(),
    message: text().notNull(),
    locale: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_owner_id_idx").on(table.ownerId),
    check("contact_messages_name_length", sql`char_length(${table.name}) between 1 and 100`),
    check("contact_messages_message_length", sql`char_length(${table.message}) between 1 and 5000`),
  ],
);

/**
 * Fixed-window counters for rate limits, shared by every app instance.
 * `key` names the limit and the subject (e.g. "contact:<hashed address>").
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text().notNull(),
    windowStart: bigint({ mode: "number" }).notNull(),
    hits: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index("rate_limit_counters_expires_at_idx").on(table.expiresAt)],
);
