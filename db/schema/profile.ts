import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./identity";

/**
 * The profile keeper: small per-user values by key (user_settings, accessibility,
 * ff_experiments_involved, …). `value` is a JSON string as the client sent it.
 */
export const profileKeeper = pgTable(
  "profile_keeper",
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text().notNull(),
    value: text().notNull(),
    updatedAt: timestamp({ withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index("profile_keeper_updated_at_idx").on(table.updatedAt)],
);
