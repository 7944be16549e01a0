import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
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

/**
 * Profile fields (spec section 3 and issue 5): one row per registered user, created on first
 * write. Languages are ISO 639-1 codes; the interface locale is one of our 12.
 */
export const profiles = pgTable(
  "profiles",
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    displayName: text(),
    nativeLanguage: text(),
    targetLanguage: text(),
    learningTarget: text({ enum: ["self study", "tutors"] }),
    timeZone: text(),
    interfaceLocale: text(),
    /** Grants courses premium (spec section 4). Set by support, never by the user. */
    freeForUkraine: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("profiles_learning_target", sql`${table.learningTarget} is null or ${table.learningTarget} in ('self study', 'tutors')`),
    check("profiles_display_name", sql`${table.displayName} is null or char_length(${table.displayName}) between 1 and 80`),
  ],
);
