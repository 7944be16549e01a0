import { sql } from "drizzle-orm";
import { index, check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./identity";

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
