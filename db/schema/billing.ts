import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./identity";

/**
 * What a user is entitled to (spec section 3, "Available product"). The billing issue writes it
 * from purchases; until then the seed and tests do. status "ok" = active; anything else (e.g.
 * "canceled", "expired") is not.
 */
export const products = pgTable(
  "products",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    category: text({ enum: ["self study", "tutors"] }).notNull(),
    type: text().notNull(),
    status: text().notNull(),
    trial: boolean().notNull().default(false),
    periodStart: timestamp({ withTimezone: true }),
    periodEnd: timestamp({ withTimezone: true }),
    /** Where it came from: "seed", "purchase", "support", … */
    source: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("products_owner_idx").on(table.ownerId),
    check("products_type", sql`${table.type} ~ '^[a-z][a-z0-9_]{0,39}$'`),
    check("products_status", sql`${table.status} ~ '^[a-z][a-z0-9_]{0,19}$'`),
  ],
);
