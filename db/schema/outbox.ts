import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Messages we would send by email or SMS when no provider is configured (development and
 * tests); readable at /dev/outbox outside production.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text().$type<"email" | "sms">().notNull(),
    recipient: text().notNull(),
    subject: text(),
    text: text().notNull(),
    html: text(),
    meta: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("outbox_messages_recipient_created_idx").on(table.recipient, table.createdAt)],
);
