import "server-only";
import { cache } from "react";
import { getConfig } from "@/lib/config";
import { buildExperimentAttributes } from "../model/attributes";
import { codeDefaultFlags, evaluateFlagsOrDefaults, type RequestFlags } from "./evaluate-flags";

/**
 * Flags for pages that are the same for every visitor (prerendered, shared by caches): evaluated
 * with no visitor attributes, so overrides and rules for everyone apply from the first paint.
 * Targeting and experiments per visitor are applied in the browser right after (remote
 * evaluation); a personal (dynamic) page can use getRequestFlags() instead.
 */
export const getPublicFlags = cache(async (): Promise<RequestFlags> => {
  const attributes = buildExperimentAttributes({});
  // A build without a database prerenders the defaults; the pages are regenerated once it runs.
  if (!getConfig().DATABASE_URL) return codeDefaultFlags(attributes);
  return evaluateFlagsOrDefaults(attributes);
});
