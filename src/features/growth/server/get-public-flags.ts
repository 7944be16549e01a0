import "server-only";
import { cache } from "react";
import { getConfig } from "@/lib/config";
import { logger } from "@/lib/logger";
import { buildExperimentAttributes } from "../model/attributes";
import { defaultFlagValues } from "../model/flags";
import { evaluateFlagPayload, flagValuesOf } from "./evaluate-flags";
import type { RequestFlags } from "./get-request-flags";

/**
 * Flags for pages that are the same for every visitor (prerendered, shared by caches): evaluated
 * with no visitor attributes, so overrides and rules for everyone apply from the first paint.
 * Targeting and experiments per visitor are applied in the browser right after (remote
 * evaluation); a personal (dynamic) page can use getRequestFlags() instead.
 */
export const getPublicFlags = cache(async (): Promise<RequestFlags> => {
  const attributes = buildExperimentAttributes({});
  // A build without a database prerenders the defaults; the pages are regenerated once it runs.
  if (!getConfig().DATABASE_URL) return { attributes, payload: { features: {}, experiments: [] }, values: defaultFlagValues() };
  try {
    const payload = await evaluateFlagPayload(attributes);
    return { attributes, payload, values: flagValuesOf(payload, attributes) };
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : error }, "flags unavailable; rendering the defaults");
    return { attributes, payload: { features: {}, experiments: [] }, values: defaultFlagValues() };
  }
});
