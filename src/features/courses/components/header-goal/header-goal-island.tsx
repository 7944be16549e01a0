"use client";

import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { useFlag } from "@/features/growth/client";
import { PRODUCT_NAV_ATTRIBUTE } from "@/lib/session/product-nav";
import type { HeaderGoalProps } from "./header-goal-ring";

const subscribeNothing = () => () => undefined;

/**
 * A learner: the product header's mark (set before the first paint by the header's inline script
 * for a signed-in person or a visitor who opened the product), outside the plan pages (their
 * learning bar has the server's ring).
 */
const isLearnerOutsidePlan = () =>
  document.documentElement.hasAttribute(PRODUCT_NAV_ATTRIBUTE) && !document.querySelector("[data-learning-bar]");

/**
 * What every page's first load carries of the header's ring: these checks. Only for a learner is
 * the `daily_goal` flag read; with it on, the ring loads and asks for today's progress. Nobody
 * else makes a call.
 */
export function HeaderGoalIsland(props: HeaderGoalProps) {
  const isLearner = useSyncExternalStore(subscribeNothing, isLearnerOutsidePlan, () => false);
  return isLearner ? <WithGoalFlag {...props} /> : null;
}

function WithGoalFlag(props: HeaderGoalProps) {
  const isOn = useFlag("daily_goal");
  const [Ring, setRing] = useState<ComponentType<HeaderGoalProps> | null>(null);
  useEffect(() => {
    if (!isOn) return;
    let cancelled = false;
    void import("./header-goal-ring").then((module) => {
      if (!cancelled) setRing(() => module.HeaderGoalRing);
    });
    return () => {
      cancelled = true;
    };
  }, [isOn]);
  return isOn && Ring ? <Ring {...props} /> : null;
}
