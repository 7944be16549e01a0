"use client";

import { type ComponentType, createElement, useEffect, useState } from "react";
import type { PlanRevealPageProps } from "./plan-reveal-page";

/**
 * /my-plan/new's only island: the reveal page's code (the answers, the plan screen, the account
 * step) loads after the page, so its first load is the site's shell and this (first-load budget).
 */
export function PlanRevealIsland(props: PlanRevealPageProps) {
  const [loaded, setLoaded] = useState<{ Page: ComponentType<PlanRevealPageProps> } | null>(null);
  useEffect(() => {
    let isMounted = true;
    import("./plan-reveal-page")
      .then((module) => isMounted && setLoaded({ Page: module.PlanRevealPage }))
      .catch((error: unknown) => console.error("personal plan: the page did not load", error));
    return () => {
      isMounted = false;
    };
  }, []);
  if (!loaded) return <div aria-busy="true" className="h-64 animate-pulse rounded-2xl bg-brand-50" />;
  return createElement(loaded.Page, props);
}
