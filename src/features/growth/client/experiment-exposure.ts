import { sessionStore } from "@/lib/session/session-store";
import { addExperimentInvolved, FF_EXPERIMENTS_INVOLVED_KEY, parseExperimentsInvolved } from "../model/experiments-involved";
import { trackEvent } from "./analytics";
import { isProviderBlocked } from "./blocking-switches";
import { getConsentState } from "./consent-state";

const pendingExposures = new Map<string, string>();
let involved = "";
let onInvolvedChange: (value: string) => void = () => undefined;

/** Starts from what the server knew (a registered user's keeper) or this browser's list (a visitor). */
export function initExperimentsInvolved(serverValue: string, onChange: (value: string) => void): string {
  onInvolvedChange = onChange;
  let local = "";
  try {
    local = window.localStorage.getItem(FF_EXPERIMENTS_INVOLVED_KEY) ?? "";
  } catch {
    local = "";
  }
  involved = sessionStore.getSnapshot().isRegistered ? serverValue : local || serverValue;
  return involved;
}

export function getExperimentsInvolved(): string {
  return involved;
}

/**
 * The GrowthBook tracking callback: an exposure is kept until analytics consent is in effect,
 * then it joins ff_experiments_involved (keeper for a registered user, local storage for a
 * visitor) and goes to analytics once per 10 minutes.
 */
export function recordExposure(experimentKey: string, variationId: number): void {
  if (typeof window === "undefined" || isProviderBlocked("growthbook_tracking")) return;
  pendingExposures.set(experimentKey, String(variationId));
  if (getConsentState().analytics) flushExposures();
}

export function flushExposures(): void {
  if (pendingExposures.size === 0) return;
  const before = involved;
  for (const [experimentKey, variation] of pendingExposures) {
    involved = addExperimentInvolved(involved, experimentKey);
    trackEvent("$exposure", { experiment_key: experimentKey, variant: variation }, { onceKey: `exposure:${experimentKey}:${variation}` });
  }
  pendingExposures.clear();
  if (involved === before) return;
  persistInvolved(involved);
  onInvolvedChange(involved);
}

function persistInvolved(value: string): void {
  try {
    window.localStorage.setItem(FF_EXPERIMENTS_INVOLVED_KEY, value);
  } catch (error) {
    console.warn("could not store ff_experiments_involved", error);
  }
  if (!sessionStore.getSnapshot().isRegistered) return;
  // A registered user's list lives in their keeper: merge with it (the experiments query) so
  // exposures from other browsers are kept, then save.
  void (async () => {
    const { fetchExperimentsInvolved, saveExperimentsInvolved } = await import("./experiments-query");
    const stored = await fetchExperimentsInvolved();
    const merged = parseExperimentsInvolved(value).reduce(addExperimentInvolved, stored);
    if (merged !== stored) await saveExperimentsInvolved(merged);
  })().catch((error: unknown) => console.warn("could not save ff_experiments_involved", error));
}
