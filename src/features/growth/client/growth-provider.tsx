"use client";

import type { GrowthBook } from "@growthbook/growthbook";
import { usePathname } from "next/navigation";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { setAnalyticsTracker } from "@/lib/analytics/track";
import type { ExperimentAttributes } from "../model/attributes";
import type { FlagValues } from "../model/flags";
import { FlagsContext, type FlagsContextValue } from "./flags-context";
import type { EarlyEvent, GrowthRuntime, GrowthSettings } from "./growth-runtime";

export type { GrowthSettings } from "./growth-runtime";

/** Events tracked before the runtime loads wait here (at most this many). */
const EARLY_EVENTS_MAX = 100;

/**
 * Feature flags: the server's values on the first paint, then GrowthBook's remote evaluation for
 * this visitor. Everything else growth does in the browser (the SDK, the consent banner, analytics,
 * attribution, pixels, experiment exposure) is `growth-runtime.ts`, loaded after the first paint
 * (decision record 0030), so this provider is all of growth in every page's first load.
 */
export function GrowthProvider({
  settings,
  payload,
  attributes,
  values,
  offerMarketing,
  children,
}: {
  settings: GrowthSettings;
  payload: unknown;
  attributes: ExperimentAttributes;
  values: FlagValues;
  offerMarketing: boolean;
  children: ReactNode;
}) {
  const [growthbook, setGrowthbook] = useState<GrowthBook | null>(null);
  const [revision, setRevision] = useState(0);
  const runtimeRef = useRef<GrowthRuntime | null>(null);
  const pathname = usePathname();

  useEffect(() => {
    let stopped = false;
    const earlyEvents: EarlyEvent[] = [];
    setAnalyticsTracker((eventType, properties) => {
      if (earlyEvents.length < EARLY_EVENTS_MAX) earlyEvents.push([eventType, properties]);
    });
    void import("./growth-runtime").then(({ startGrowth }) => {
      if (stopped) return;
      runtimeRef.current = startGrowth({
        settings,
        payload,
        attributes,
        offerMarketing,
        earlyEvents,
        onGrowthBook: setGrowthbook,
        onRevision: () => setRevision((n) => n + 1),
      });
    });
    return () => {
      stopped = true;
      runtimeRef.current?.stop();
      runtimeRef.current = null;
    };
    // One set-up per page load; the evaluation keeps itself current.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each client-side navigation is a page view (the runtime records it, with consent).
  const isFirstPath = useRef(true);
  useEffect(() => {
    if (isFirstPath.current) {
      isFirstPath.current = false;
      return;
    }
    runtimeRef.current?.navigated();
  }, [pathname]);

  const context = useMemo<FlagsContextValue>(() => ({ serverValues: values, growthbook, revision }), [values, growthbook, revision]);
  return <FlagsContext.Provider value={context}>{children}</FlagsContext.Provider>;
}
