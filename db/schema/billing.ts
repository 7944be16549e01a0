import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  jsonb,
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

/**
 * A person's customer record at the payment provider and the card saved at checkout (its token
 * and a label like "Visa •••• 4242", never the number): renewals and one-click upsells charge it.
 */
export const billingCustomers = pgTable(
  "billing_customers",
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text({ enum: ["sandbox", "stripe"] }).notNull(),
    providerCustomerId: text().notNull(),
    paymentMethod: text(),
    paymentMethodLabel: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("billing_customers_provider_customer_unique").on(table.provider, table.providerCustomerId)],
);

export const SUBSCRIPTION_ROW_STATUSES = ["incomplete", "trialing", "active", "past_due", "paused", "canceled", "expired"] as const;

/**
 * A subscription: the lifecycle state machine's `Subscription` (model/subscription.ts), one column
 * per field, plus who owns it, where it is paid and when the scheduled job must next look at it
 * (`nextWakeAt` = nextWakeUp(subscription)). Every change goes through the state machine, in a
 * transaction that locks this row and rewrites the matching `products` row (`productId`).
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planId: text().notNull(),
    currency: text().notNull(),
    status: text({ enum: SUBSCRIPTION_ROW_STATUSES }).notNull(),
    trialDays: integer().notNull().default(0),
    periodStart: timestamp({ withTimezone: true }),
    periodEnd: timestamp({ withTimezone: true }),
    paidAmount: integer().notNull().default(0),
    paidPeriods: integer().notNull().default(0),
    isPaymentDue: boolean().notNull().default(true),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    pendingPlanId: text(),
    dunningFailedAt: timestamp({ withTimezone: true }),
    dunningRetries: integer(),
    pauseStartedAt: timestamp({ withTimezone: true }),
    pauseResumesAt: timestamp({ withTimezone: true }),
    pauseElapsedMs: bigint({ mode: "number" }),
    pauseRemainingMs: bigint({ mode: "number" }),
    hasPausedThisPeriod: boolean().notNull().default(false),
    endedAt: timestamp({ withTimezone: true }),
    provider: text({ enum: ["sandbox", "stripe"] }).notNull(),
    providerSubscriptionId: text(),
    /** The products row this subscription writes (null while incomplete). */
    productId: uuid().references(() => products.id, { onDelete: "set null" }),
    /** When the scheduled job next acts (trial end, renewal, dunning retry, end of a pause); null: nothing to do. */
    nextWakeAt: timestamp({ withTimezone: true }),
    /** When the "trial ends in 3 days" email went out for the running trial. */
    trialEndingRemindedAt: timestamp({ withTimezone: true }),
    /** The reason chosen in the cancel flow. */
    cancelReason: text(),
    /** What the person wrote in the cancel flow's text field (support reads it). */
    cancelComment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("subscriptions_user_idx").on(table.userId),
    uniqueIndex("subscriptions_provider_subscription_unique").on(table.provider, table.providerSubscriptionId),
    index("subscriptions_wake_idx")
      .on(table.nextWakeAt)
      .where(sql`${table.nextWakeAt} is not null`),
    check(
      "subscriptions_status",
      sql`${table.status} in ('incomplete', 'trialing', 'active', 'past_due', 'paused', 'canceled', 'expired')`,
    ),
    check("subscriptions_currency", sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check("subscriptions_amounts", sql`${table.paidAmount} >= 0 and ${table.paidPeriods} >= 0 and ${table.trialDays} >= 0`),
  ],
);

/**
 * A checkout we opened at the provider: what is sold (plan, currency and amount, all from the
 * catalogue on the server) and for whom. `idempotencyKey` makes a double submit return the same
 * checkout; a subscription checkout points at its (incomplete) subscription.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planId: text().notNull(),
    currency: text().notNull(),
    amount: integer().notNull(),
    mode: text({ enum: ["payment", "subscription"] }).notNull(),
    provider: text({ enum: ["sandbox", "stripe"] }).notNull(),
    providerCheckoutId: text(),
    subscriptionId: uuid().references(() => subscriptions.id, { onDelete: "set null" }),
    idempotencyKey: text().notNull(),
    status: text({ enum: ["open", "complete", "expired"] })
      .notNull()
      .default("open"),
    /** Where the person goes after paying (a checked local path). */
    returnPath: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("checkouts_user_key_unique").on(table.userId, table.idempotencyKey),
    uniqueIndex("checkouts_provider_checkout_unique").on(table.provider, table.providerCheckoutId),
    check("checkouts_amount_positive", sql`${table.amount} >= 0`),
    check("checkouts_status", sql`${table.status} in ('open', 'complete', 'expired')`),
  ],
);

/**
 * Money that moved: one row per successful charge (first payment, renewal, upgrade, one-time
 * purchase, credit pack, upsell). It is the receipt; `receiptNumber` is its printed number.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    receiptNumber: bigserial({ mode: "number" }).notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subscriptionId: uuid().references(() => subscriptions.id, { onDelete: "set null" }),
    planId: text().notNull(),
    kind: text({ enum: ["first", "renewal", "upgrade", "one_time", "credit_pack", "upsell"] }).notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    provider: text({ enum: ["sandbox", "stripe"] }).notNull(),
    providerPaymentId: text().notNull(),
    refundedAmount: integer().notNull().default(0),
    paymentMethodLabel: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payments_provider_payment_unique").on(table.provider, table.providerPaymentId),
    uniqueIndex("payments_receipt_number_unique").on(table.receiptNumber),
    index("payments_user_created_idx").on(table.userId, table.createdAt),
    check("payments_amounts", sql`${table.amount} >= 0 and ${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.amount}`),
  ],
);

/**
 * Verified provider events already applied, by the provider's event id: a redelivered or replayed
 * event finds its row and changes nothing. The row is written in the transaction that applies the
 * event, so a crash before the commit leaves no row and the redelivery does the work.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text({ enum: ["sandbox", "stripe"] }).notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    /** What applying it did ("applied", or why nothing changed), for support. */
    outcome: text().notNull(),
    processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** The built-in sandbox provider's own records (what a real provider keeps on its side), by key. */
export const sandboxRecords = pgTable("sandbox_records", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * What an admin did to a person's billing (a refund, a credit grant), with the reason: written in
 * the same transaction as the change itself. Kept when the admin's account goes.
 */
export const billingAuditLog = pgTable(
  "billing_audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    adminId: text().references(() => user.id, { onDelete: "set null" }),
    action: text({ enum: ["refund", "grant_credits", "cancel_subscription"] }).notNull(),
    reason: text().notNull(),
    details: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("billing_audit_log_user_idx").on(table.userId, table.createdAt),
    check("billing_audit_log_reason_length", sql`length(${table.reason}) between 1 and 500`),
  ],
);
