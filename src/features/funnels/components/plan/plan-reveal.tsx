"use client";

import { NextIntlClientProvider, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, v1Api } from "@/lib/api-client";
import type { Locale, Messages } from "@/lib/i18n";
import type { FunnelAnswers } from "../../model/answers";
import type { PlanViewData } from "../../model/plan-view";
import { BuildingStep } from "./building-step";
import { PlanView } from "./plan-view";

export interface PlanRevealProps {
  locale: Locale;
  funnel: string;
  answers: FunnelAnswers;
  /** The `personalPlan` messages of the interface language. */
  messages: Messages;
  /** Flag `fake_progress`: a short, honestly labelled progress animation while the plan is saved. */
  fakeProgress: boolean;
  headingLevel?: 1 | 2;
  onContinue(plan: PlanViewData): void;
}

/** How long the `fake_progress` animation runs at least; the save itself usually takes less. */
export const FAKE_PROGRESS_MS = 2400;

type State = { status: "building" } | { status: "ready"; plan: PlanViewData } | { status: "failed" };

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
};

/**
 * The reveal (decision record 0033): the plan is built and saved on the server, then shown. The
 * "building your plan" step lasts as long as the save; with `fake_progress` on, a progress bar that
 * says it is preparing the plan runs for FAKE_PROGRESS_MS as well (never "analysing your answers").
 */
export function PlanReveal({ locale, funnel, answers, messages, fakeProgress, headingLevel = 2, onContinue }: PlanRevealProps) {
  const [state, setState] = useState<State>({ status: "building" });
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLDivElement>(null);
  // The engine may hand a new object with the same answers on each render: save once per content.
  const answersJson = JSON.stringify(answers);

  useEffect(() => {
    let isCurrent = true;
    const wait = fakeProgress ? new Promise((resolve) => setTimeout(resolve, FAKE_PROGRESS_MS)) : Promise.resolve();
    const save = v1Api.POST("/v1/funnels/plan", { body: { funnel, answers: JSON.parse(answersJson) as FunnelAnswers, locale } });
    Promise.all([save, wait])
      .then(([plan]) => isCurrent && setState({ status: "ready", plan: plan as PlanViewData }))
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) console.error("personal plan: the save failed", error);
        if (isCurrent) setState({ status: "failed" });
      });
    return () => {
      isCurrent = false;
    };
  }, [funnel, answersJson, locale, fakeProgress, attempt]);

  useEffect(() => {
    if (state.status === "ready") heading.current?.querySelector<HTMLElement>("h1, h2")?.focus();
  }, [state.status]);

  return (
    <NextIntlClientProvider locale={locale} messages={{ personalPlan: messages }}>
      {state.status === "building" ? <BuildingStep fakeProgress={fakeProgress} durationMs={FAKE_PROGRESS_MS} /> : null}
      {state.status === "failed" ? (
        <FailedStep
          onRetry={() => {
            setState({ status: "building" });
            setAttempt((count) => count + 1);
          }}
        />
      ) : null}
      {state.status === "ready" ? (
        <div ref={heading}>
          <PlanView
            plan={state.plan}
            locale={locale}
            headingLevel={headingLevel}
            today={state.plan.week[0]?.day ?? localToday()}
            actions={<ContinueButton onContinue={() => onContinue(state.plan)} />}
          />
        </div>
      ) : null}
    </NextIntlClientProvider>
  );
}

function FailedStep({ onRetry }: { onRetry(): void }) {
  const t = useTranslationsOf();
  return (
    <div role="alert" className="space-y-4 rounded-2xl bg-red-50 p-6 text-ink">
      <p>{t("failed")}</p>
      <Button onClick={onRetry}>{t("retry")}</Button>
    </div>
  );
}

function ContinueButton({ onContinue }: { onContinue(): void }) {
  const t = useTranslationsOf();
  return (
    <Button size="lg" className="w-full sm:w-auto" onClick={onContinue}>
      {t("continue")}
    </Button>
  );
}

const useTranslationsOf = () => useTranslations("personalPlan");
