import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
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

/**
 * The credit wallet (decision record 0012). One row per person who ever held credits: every
 * operation on a person's credits locks this row first (`select … for update`), so a person's
 * grants, spends, refunds and expiries run one after another and the balance can never go below
 * zero, however many requests arrive at once.
 */
export const creditWallets = pgTable("credit_wallets", {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A batch of credits granted together, spent in expiry order. `remaining` is what is left of
 * `granted`; the ledger (credit_entries) says how it got there. A lot past `expiresAt` is spent
 * by nobody; the expiry job writes its expiry entry and sets `remaining` to 0.
 */
export const creditLots = pgTable(
  "credit_lots",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    source: text({ enum: ["subscription", "pack", "admin", "refund"] }).notNull(),
    granted: integer().notNull(),
    remaining: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the "credits expire in 7 days" email covered this lot (null: not yet). */
    remindedWeekBeforeAt: timestamp({ withTimezone: true }),
    /** When the "credits expire tomorrow" email covered this lot (null: not yet). */
    remindedDayBeforeAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("credit_lots_user_expiry_idx").on(table.userId, table.expiresAt),
    index("credit_lots_expiring_idx")
      .on(table.expiresAt)
      .where(sql`${table.remaining} > 0`),
    check("credit_lots_source", sql`${table.source} in ('subscription', 'pack', 'admin', 'refund')`),
    check("credit_lots_granted_positive", sql`${table.granted} > 0`),
    check("credit_lots_remaining_in_range", sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.granted}`),
  ],
);

/**
 * The append-only credit ledger: one row per grant, spend, refund or expiry, never updated or
 * deleted by billing (only moved with its owner on sign-up or sign-in). `amount` is always
 * positive; `kind` says its direction. `lotId` is the lot of a grant or an expiry; a spend or a
 * refund may touch several lots (credit_entry_lots). A spend has at most one refund.
 */
export const creditEntries = pgTable(
  "credit_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text({ enum: ["grant", "spend", "refund", "expiry"] }).notNull(),
    amount: integer().notNull(),
    lotId: uuid().references(() => creditLots.id, { onDelete: "cascade" }),
    /** The spend a refund gives back. */
    refundOf: uuid().references((): AnyPgColumn => creditEntries.id, { onDelete: "cascade" }),
    idempotencyKey: text().notNull(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("credit_entries_user_key_unique").on(table.userId, table.idempotencyKey),
    uniqueIndex("credit_entries_one_expiry_per_lot")
      .on(table.lotId)
      .where(sql`${table.kind} = 'expiry'`),
    uniqueIndex("credit_entries_one_refund_per_spend").on(table.refundOf),
    index("credit_entries_user_created_idx").on(table.userId, table.createdAt),
    check("credit_entries_kind", sql`${table.kind} in ('grant', 'spend', 'refund', 'expiry')`),
    check("credit_entries_amount_positive", sql`${table.amount} > 0`),
    check("credit_entries_key_length", sql`length(${table.idempotencyKey}) between 1 and 200`),
  ],
);

/** How a spend or a refund splits across lots (a spend takes from each lot in expiry order). */
export const creditEntryLots = pgTable(
  "credit_entry_lots",
  {
    entryId: uuid()
      .notNull()
      .references(() => creditEntries.id, { onDelete: "cascade" }),
    lotId: uuid()
      .notNull()
      .references(() => creditLots.id, { onDelete: "cascade" }),
    amount: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.lotId] }),
    index("credit_entry_lots_lot_idx").on(table.lotId),
    check("credit_entry_lots_amount_positive", sql`${table.amount} > 0`),
  ],
);
