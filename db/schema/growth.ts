import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./identity";

/**
 * Growth platform tables: feature-flag overrides and rules (experiments are rules), the analytics
 * event store, consent records (POST /v1/dnt) and marketing pixel ids.
 */

/** An operator's replacement for a flag's code default. One row per flag; no row = code default. */
export const featureFlagOverrides = pgTable("feature_flag_overrides", {
  flagKey: text().primaryKey(),
  value: jsonb().notNull(),
  updatedBy: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Targeting rules and experiments, evaluated in `position` order (GrowthBook feature rules).
 * kind "force": when `condition` matches, the flag is `value`.
 * kind "experiment": users matching `condition` are hashed on `hashAttribute` into `variations`
 * by `weights` (a `coverage` share of them takes part); `status` stopped keeps the row for history.
 */
export const featureFlagRules = pgTable(
  "feature_flag_rules",
  {
    id: uuid().primaryKey().defaultRandom(),
    flagKey: text().notNull(),
    kind: text({ enum: ["force", "experiment"] }).notNull(),
    position: integer().notNull().default(0),
    /** A GrowthBook condition (MongoDB-style query over the attributes), or null for everyone. */
    condition: jsonb(),
    value: jsonb(),
    experimentKey: text(),
    variations: jsonb(),
    weights: jsonb(),
    coverage: doublePrecision(),
    hashAttribute: text(),
    status: text({ enum: ["running", "stopped"] })
      .notNull()
      .default("running"),
    createdBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("feature_flag_rules_flag_key_idx").on(table.flagKey, table.position),
    uniqueIndex("feature_flag_rules_experiment_key_idx").on(table.experimentKey),
    check(
      "feature_flag_rules_experiment_fields",
      sql`${table.kind} <> 'experiment' or (${table.experimentKey} is not null and ${table.variations} is not null and ${table.weights} is not null)`,
    ),
    check("feature_flag_rules_coverage", sql`${table.coverage} is null or (${table.coverage} >= 0 and ${table.coverage} <= 1)`),
  ],
);

/**
 * Product analytics events (append-only). The table is partitioned by `received_at` (monthly
 * partitions plus a default one; see the migration), so the primary key carries it too.
 * Browser events arrive from the Amplitude SDK batches; server-side events use the same table.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial({ mode: "number" }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the event happened, by the client's clock (or the server's, for server events). */
    eventTime: timestamp({ withTimezone: true }).notNull(),
    eventType: text().notNull(),
    source: text({ enum: ["browser", "server"] }).notNull(),
    userId: text(),
    deviceId: text(),
    sessionId: bigint({ mode: "number" }),
    insertId: text(),
    eventProperties: jsonb().notNull().default({}),
    userProperties: jsonb().notNull().default({}),
    groups: jsonb().notNull().default({}),
    /** Everything else the SDK sent (platform, os, language, page, library…). */
    context: jsonb().notNull().default({}),
  },
  (table) => [
    primaryKey({ columns: [table.receivedAt, table.id] }),
    index("analytics_events_type_received_idx").on(table.eventType, table.receivedAt),
    index("analytics_events_user_received_idx").on(table.userId, table.receivedAt),
    index("analytics_events_device_received_idx").on(table.deviceId, table.receivedAt),
  ],
);

/** Consent updates sent to POST /v1/dnt: each entry with the time it was received. */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => user.id, { onDelete: "cascade" }),
    deviceId: text(),
    entries: jsonb().notNull(),
    source: text().notNull(),
    /** The browser's id for this update: a resend (after a page change) is stored once. */
    clientUpdateId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("consent_records_client_update_id_idx").on(table.clientUpdateId),
    index("consent_records_user_idx").on(table.userId, table.createdAt),
    index("consent_records_device_idx").on(table.deviceId, table.createdAt),
  ],
);

/**
 * Meta pixel ids. kind "flow": the flow pixel; "domain": loads on `domain` when active;
 * "brand": loads on the funnel named by `funnel` (english-improve, spanish-boost).
 */
export const marketingPixels = pgTable(
  "marketing_pixels",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: ["flow", "domain", "brand"] }).notNull(),
    pixelId: text().notNull(),
    domain: text(),
    funnel: text(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("marketing_pixels_pixel_id", sql`${table.pixelId} ~ '^[0-9]{5,20}$'`),
    check("marketing_pixels_domain", sql`${table.kind} <> 'domain' or ${table.domain} is not null`),
    check("marketing_pixels_funnel", sql`${table.kind} <> 'brand' or ${table.funnel} in ('english-improve', 'spanish-boost')`),
  ],
);
