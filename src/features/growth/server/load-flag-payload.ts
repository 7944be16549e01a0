import "server-only";
import { createHash } from "node:crypto";
import { featureFlagOverrides, featureFlagRules } from "@db/schema/growth";
import { getDb, type Database } from "@/lib/db";
import { buildFeaturePayload, type StoredRule } from "../model/flag-payload";

/**
 * Flag changes reach every instance within this time. The cache only saves a query per request;
 * the truth is in PostgreSQL, and an admin change on this instance clears it at once.
 */
const PAYLOAD_TTL_MS = 5_000;
export type FlagPayload = ReturnType<typeof buildFeaturePayload> & { version: string };

let cached: { payload: FlagPayload; loadedAt: number } | undefined;

export function invalidateFlagPayload(): void {
  cached = undefined;
}

/** The GrowthBook features payload: code defaults, database overrides, running rules and experiments. */
export async function loadFlagPayload(db: Database = getDb()): Promise<FlagPayload> {
  if (cached && Date.now() - cached.loadedAt < PAYLOAD_TTL_MS) return cached.payload;
  const [overrides, rules] = await Promise.all([db.select().from(featureFlagOverrides), db.select().from(featureFlagRules)]);
  const built = buildFeaturePayload({
    overrides: overrides.map((o) => ({ flagKey: o.flagKey, value: o.value })),
    rules: rules.map((r): StoredRule => ({
      id: r.id,
      flagKey: r.flagKey,
      kind: r.kind,
      position: r.position,
      condition: (r.condition as Record<string, unknown> | null) ?? null,
      value: r.value,
      experimentKey: r.experimentKey,
      variations: (r.variations as unknown[] | null) ?? null,
      weights: (r.weights as number[] | null) ?? null,
      coverage: r.coverage,
      hashAttribute: r.hashAttribute,
      status: r.status,
    })),
  });
  // The version names this configuration: browsers key their flag cache on it, so a change made
  // here is never hidden behind a cached evaluation of the old one.
  const version = createHash("sha256").update(JSON.stringify(built.features)).digest("base64url").slice(0, 16);
  const payload = { ...built, version };
  cached = { payload, loadedAt: Date.now() };
  return payload;
}
