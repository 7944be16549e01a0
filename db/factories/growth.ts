import { eq } from "drizzle-orm";
import { analyticsEvents, featureFlagRules } from "../schema";
import type { FactoryDb } from "./database";

type Condition = Record<string, unknown>;

/** A targeting rule: the flag is `value` for those `condition` matches. Returns its id. */
export async function forceFlag(db: FactoryDb, options: { flag: string; value: unknown; condition: Condition | null }): Promise<string> {
  const [rule] = await db
    .insert(featureFlagRules)
    .values({ flagKey: options.flag, kind: "force", condition: options.condition, value: options.value })
    .returning({ id: featureFlagRules.id });
  return rule!.id;
}

/** Takes a rule away again. */
export async function removeFlagRule(db: FactoryDb, id: string): Promise<void> {
  await db.delete(featureFlagRules).where(eq(featureFlagRules.id, id));
}

/**
 * A running experiment on `flag` that puts everyone `condition` matches into the second
 * variation (weights 0/1, full coverage), hashed on the device.
 */
export async function startExperiment(
  db: FactoryDb,
  options: { flag: string; key: string; condition: Condition; variations?: unknown[] },
): Promise<void> {
  await db.insert(featureFlagRules).values({
    flagKey: options.flag,
    kind: "experiment",
    condition: options.condition,
    experimentKey: options.key,
    variations: options.variations ?? [false, true],
    weights: [0, 1],
    coverage: 1,
    hashAttribute: "device_id",
  });
}

/** Stops an experiment (the row stays, for history), as an operator would. */
export async function stopExperiment(db: FactoryDb, key: string): Promise<void> {
  await db.update(featureFlagRules).set({ status: "stopped", updatedAt: new Date() }).where(eq(featureFlagRules.experimentKey, key));
}

/** A server-side analytics event, as server code records one. */
export async function recordServerEvent(
  db: FactoryDb,
  options: { type: string; userId: string; properties?: Record<string, unknown> },
): Promise<void> {
  await db.insert(analyticsEvents).values({
    eventType: options.type,
    source: "server",
    userId: options.userId,
    eventTime: new Date(),
    eventProperties: options.properties ?? {},
  });
}
