import type { FeatureDefinition, FeatureRule } from "@growthbook/growthbook";
import { FLAG_DEFINITIONS, FLAG_KEYS, isFlagKey, type FlagKey } from "./flags";

/** An operator's rule as stored (see db/schema/growth.ts). */
export interface StoredRule {
  id: string;
  flagKey: string;
  kind: "force" | "experiment";
  position: number;
  condition: Record<string, unknown> | null;
  value: unknown;
  experimentKey: string | null;
  variations: unknown[] | null;
  weights: number[] | null;
  coverage: number | null;
  hashAttribute: string | null;
  status: "running" | "stopped";
}

export interface StoredOverride {
  flagKey: string;
  value: unknown;
}

/** Experiments bucket on the device id; a visitor without one falls back to the user id. */
export const DEFAULT_HASH_ATTRIBUTE = "device_id";
export const FALLBACK_HASH_ATTRIBUTE = "custom_user_id";

/**
 * The GrowthBook features payload: code defaults, replaced by overrides, then the running rules
 * in order. Rules and overrides of unknown flags are ignored (a flag removed from code is gone).
 */
export function buildFeaturePayload(input: { overrides: StoredOverride[]; rules: StoredRule[] }): {
  features: Record<FlagKey, FeatureDefinition>;
} {
  const overrides = new Map(input.overrides.filter((o) => isFlagKey(o.flagKey)).map((o) => [o.flagKey, o.value]));
  const rulesByFlag = new Map<string, StoredRule[]>();
  for (const rule of input.rules) {
    if (rule.status !== "running" || !isFlagKey(rule.flagKey)) continue;
    rulesByFlag.set(rule.flagKey, [...(rulesByFlag.get(rule.flagKey) ?? []), rule]);
  }
  const features = {} as Record<FlagKey, FeatureDefinition>;
  for (const key of FLAG_KEYS) {
    const rules = (rulesByFlag.get(key) ?? []).sort((a, b) => a.position - b.position).map(toFeatureRule);
    features[key] = {
      defaultValue: overrides.has(key) ? overrides.get(key) : FLAG_DEFINITIONS[key].defaultValue,
      ...(rules.length ? { rules } : {}),
    };
  }
  return { features };
}

function toFeatureRule(rule: StoredRule): FeatureRule {
  const condition = (rule.condition ?? undefined) as FeatureRule["condition"];
  if (rule.kind === "force") return { id: rule.id, condition, force: rule.value };
  const variations = rule.variations ?? [];
  return {
    id: rule.id,
    condition,
    key: rule.experimentKey ?? rule.id,
    name: rule.experimentKey ?? rule.id,
    variations,
    weights: rule.weights ?? variations.map(() => 1 / variations.length),
    coverage: rule.coverage ?? 1,
    hashAttribute: rule.hashAttribute ?? DEFAULT_HASH_ATTRIBUTE,
    fallbackAttribute: FALLBACK_HASH_ATTRIBUTE,
    hashVersion: 2,
    seed: rule.experimentKey ?? rule.id,
    meta: variations.map((_, index) => ({ key: String(index), name: index === 0 ? "control" : `variation ${index}` })),
  };
}
