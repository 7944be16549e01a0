import "server-only";
import { evaluateFeatures } from "@growthbook/proxy-eval";
import { GrowthBook } from "@growthbook/growthbook";
import { loadEntitlements } from "@/features/billing/server";
import { readKeeperValues } from "@/features/profile/server";
import { logger } from "@/lib/logger";
import type { AttributeSources, ExperimentAttributes } from "../model/attributes";
import { FF_EXPERIMENTS_INVOLVED_KEY, parseExperimentsInvolved } from "../model/experiments-involved";
import { defaultFlagValues, FLAG_KEYS, type FlagValues } from "../model/flags";
import { loadFlagPayload } from "./load-flag-payload";

/** The keeper key recording that the first lesson was completed (spec section 3). */
export const COMPLETED_FIRST_LESSON_KEY = "completed_first_lesson";

export interface EvaluatedPayload {
  features: Record<string, unknown>;
  experiments: unknown[];
  /** The flag configuration this was evaluated from (see loadFlagPayload). */
  version?: string;
}

/**
 * Remote evaluation: the same GrowthBook evaluation the browser SDK would do, on the server, so
 * the browser only sees the values that apply to it (and the exposures it must track).
 */
export async function evaluateFlagPayload(attributes: ExperimentAttributes): Promise<EvaluatedPayload> {
  const payload = await loadFlagPayload();
  return (await evaluateFeatures({ payload, attributes: { ...attributes } })) as EvaluatedPayload;
}

/** Flag values from an evaluated payload (what a server component renders with). */
export function flagValuesOf(evaluated: EvaluatedPayload, attributes: ExperimentAttributes): FlagValues {
  const gb = new GrowthBook({ attributes: { ...attributes } });
  gb.initSync({ payload: evaluated as never });
  const values = defaultFlagValues() as Record<string, unknown>;
  for (const key of FLAG_KEYS) values[key] = gb.getFeatureValue(key, values[key] as never);
  gb.destroy();
  return values as FlagValues;
}

/**
 * What the server knows about a registered user for targeting: the keeper values that are
 * attributes (read through the profile), and courses premium (billing's entitlement rules).
 */
export async function loadUserAttributeSources(
  userId: string,
): Promise<Pick<AttributeSources, "experimentsInvolved" | "hasCompletedFirstLesson" | "hasSelfLearningPremium">> {
  try {
    const [keeper, entitlements] = await Promise.all([
      readKeeperValues(userId, [FF_EXPERIMENTS_INVOLVED_KEY, COMPLETED_FIRST_LESSON_KEY]),
      loadEntitlements(userId),
    ]);
    return {
      experimentsInvolved: parseKeeperString(keeper.get(FF_EXPERIMENTS_INVOLVED_KEY)),
      hasCompletedFirstLesson: isTruthyKeeperValue(keeper.get(COMPLETED_FIRST_LESSON_KEY)),
      hasSelfLearningPremium: entitlements.hasCoursesPremium,
    };
  } catch (error) {
    logger.warn({ err: error }, "could not read the user's attribute sources");
    return {};
  }
}

/** Keeper values are JSON strings; a JSON string inside is unwrapped ("\"a,b\"" → "a,b"). */
function parseKeeperString(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "string" ? parseExperimentsInvolved(parsed).join(",") : null;
  } catch {
    return parseExperimentsInvolved(value).join(",");
  }
}

function isTruthyKeeperValue(value: string | undefined): boolean {
  if (value === undefined) return false;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed === true || parsed === "true" || (typeof parsed === "object" && parsed !== null);
  } catch {
    return value === "true";
  }
}

export interface RequestFlags {
  attributes: ExperimentAttributes;
  payload: EvaluatedPayload;
  values: FlagValues;
}

/** Evaluates for these attributes; when that fails, the code defaults (the browser evaluates again). */
export async function evaluateFlagsOrDefaults(attributes: ExperimentAttributes): Promise<RequestFlags> {
  try {
    const payload = await evaluateFlagPayload(attributes);
    return { attributes, payload, values: flagValuesOf(payload, attributes) };
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : error }, "flags unavailable; rendering the defaults");
    return codeDefaultFlags(attributes);
  }
}

export function codeDefaultFlags(attributes: ExperimentAttributes): RequestFlags {
  return { attributes, payload: { features: {}, experiments: [] }, values: defaultFlagValues() };
}
