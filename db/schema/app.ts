import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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
