"use client";

import { type ComponentType, createElement, useEffect, useState } from "react";
import { useFlag } from "@/features/growth/client";
import type { Locale, Messages } from "@/lib/i18n";
import type { FunnelAnswers } from "../../model/answers";
import type { PlanViewData } from "../../model/plan-view";
import type { PlanRevealProps } from "./plan-reveal";

export interface PlanScreenProps {
  locale: Locale;
  funnel: string;
  answers: FunnelAnswers;
  /** The `personalPlan` messages (funnels' server entry `loadPlanTexts(locale)`); without them the catalogue loads with the reveal. */
  texts?: Messages;
  /** The plan's headline is the page's h1 on a page of its own, an h2 under a screen's own heading (default). */
  headingLevel?: 1 | 2;
  onContinue(plan: PlanViewData): void;
}

const loadTexts = async (locale: Locale): Promise<Messages> =>
  ((await import(`../../../../../messages/${locale}.json`)).default as { personalPlan: Messages }).personalPlan;

/**
 * The funnel engine's `plan` screen (decision record 0033): an island whose code (the reveal, the
 * plan view and the message formatter) loads after the page, so no funnel page carries it in its
 * first load. It saves the plan from the answers, shows it, and calls onContinue.
 */
export function PlanScreen({ texts, ...props }: PlanScreenProps) {
  const fakeProgress = useFlag("fake_progress") === true;
  const [loaded, setLoaded] = useState<{ Reveal: ComponentType<PlanRevealProps>; messages: Messages } | null>(null);
  const { locale } = props;
  useEffect(() => {
    let isMounted = true;
    Promise.all([import("./plan-reveal"), texts ? Promise.resolve(texts) : loadTexts(locale)])
      .then(([module, messages]) => isMounted && setLoaded({ Reveal: module.PlanReveal, messages }))
      .catch((error: unknown) => console.error("personal plan: the reveal did not load", error));
    return () => {
      isMounted = false;
    };
  }, [locale, texts]);
  if (!loaded) return <div aria-busy="true" className="h-64 animate-pulse rounded-2xl bg-brand-50" />;
  return createElement(loaded.Reveal, { ...props, messages: loaded.messages, fakeProgress });
}
