import "server-only";
import { and, asc, eq, max } from "drizzle-orm";
import { featureFlagOverrides, featureFlagRules } from "@db/schema/growth";
import { getDb, type Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { addForceRuleInput, setOverrideInput, startExperimentInput } from "../model/flag-admin-input";
import { FLAG_DESCRIPTIONS } from "../model/flag-descriptions";
import { FLAG_DEFINITIONS, FLAG_KEYS } from "../model/flags";
import { invalidateFlagPayload } from "./load-flag-payload";

function parse<T>(
  schema: {
    safeParse: (
      v: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = Object.fromEntries(result.error.issues.map((issue) => [issue.path.map(String).join(".") || "input", issue.message]));
  throw new AppError("invalid_input", Object.values(fields)[0] ?? "invalid input", { fields });
}

/** Every flag with its code default, override and rules (running and stopped), for the admin page and CLI. */
export async function listFlags(db: Database = getDb()) {
  const [overrides, rules] = await Promise.all([
    db.select().from(featureFlagOverrides),
    db.select().from(featureFlagRules).orderBy(asc(featureFlagRules.position), asc(featureFlagRules.createdAt)),
  ]);
  return FLAG_KEYS.map((key) => {
    const override = overrides.find((o) => o.flagKey === key);
    return {
      key,
      description: FLAG_DESCRIPTIONS[key],
      defaultValue: FLAG_DEFINITIONS[key].defaultValue as unknown,
      override: override ? { value: override.value, updatedAt: override.updatedAt, updatedBy: override.updatedBy } : null,
      rules: rules.filter((r) => r.flagKey === key),
    };
  });
}

export async function setFlagOverride(input: unknown, actor: string, db: Database = getDb()) {
  const { flagKey, value } = parse(setOverrideInput, input);
  await db
    .insert(featureFlagOverrides)
    .values({ flagKey, value: value as object, updatedBy: actor })
    .onConflictDoUpdate({ target: featureFlagOverrides.flagKey, set: { value: value as object, updatedBy: actor, updatedAt: new Date() } });
  invalidateFlagPayload();
}

export async function clearFlagOverride(flagKey: string, db: Database = getDb()) {
  await db.delete(featureFlagOverrides).where(eq(featureFlagOverrides.flagKey, flagKey));
  invalidateFlagPayload();
}

async function nextPosition(db: Database, flagKey: string): Promise<number> {
  const [row] = await db
    .select({ position: max(featureFlagRules.position) })
    .from(featureFlagRules)
    .where(eq(featureFlagRules.flagKey, flagKey));
  return (row?.position ?? -1) + 1;
}

/** A targeting rule: users matching `condition` get `value`. Rules apply in the order they were added. */
export async function addForceRule(input: unknown, actor: string, db: Database = getDb()) {
  const { flagKey, condition, value } = parse(addForceRuleInput, input);
  const [rule] = await db
    .insert(featureFlagRules)
    .values({ flagKey, kind: "force", condition, value: value as object, position: await nextPosition(db, flagKey), createdBy: actor })
    .returning();
  invalidateFlagPayload();
  return rule!;
}

/** Starts an experiment on a flag: matching users are split deterministically by their hash attribute. */
export async function startExperiment(input: unknown, actor: string, db: Database = getDb()) {
  const data = parse(startExperimentInput, input);
  const weights = data.weights ?? data.variations.map(() => 1 / data.variations.length);
  const [existing] = await db
    .select({ id: featureFlagRules.id })
    .from(featureFlagRules)
    .where(eq(featureFlagRules.experimentKey, data.experimentKey));
  if (existing)
    throw new AppError("invalid_input", "An experiment with this key exists; experiment keys are never reused.", {
      fields: { experimentKey: "already used" },
    });
  const [rule] = await db
    .insert(featureFlagRules)
    .values({
      flagKey: data.flagKey,
      kind: "experiment",
      condition: data.condition,
      experimentKey: data.experimentKey,
      variations: data.variations as object,
      weights,
      coverage: data.coverage,
      hashAttribute: data.hashAttribute,
      position: await nextPosition(db, data.flagKey),
      createdBy: actor,
    })
    .returning();
  invalidateFlagPayload();
  return rule!;
}

/** Stops an experiment: everyone gets what the flag gives without it. The row stays for its history. */
export async function stopExperiment(experimentKey: string, db: Database = getDb()) {
  const rows = await db
    .update(featureFlagRules)
    .set({ status: "stopped", updatedAt: new Date() })
    .where(and(eq(featureFlagRules.experimentKey, experimentKey), eq(featureFlagRules.status, "running")))
    .returning({ id: featureFlagRules.id });
  if (rows.length === 0) throw new AppError("not_found", "No running experiment has this key.");
  invalidateFlagPayload();
}

export async function deleteRule(ruleId: string, db: Database = getDb()) {
  if (!/^[0-9a-f-]{36}$/.test(ruleId)) throw new AppError("invalid_input", "Unknown rule.");
  const rows = await db
    .delete(featureFlagRules)
    .where(and(eq(featureFlagRules.id, ruleId), eq(featureFlagRules.kind, "force")))
    .returning({ id: featureFlagRules.id });
  if (rows.length === 0) throw new AppError("not_found", "No targeting rule has this id (experiments are stopped, not deleted).");
  invalidateFlagPayload();
}
