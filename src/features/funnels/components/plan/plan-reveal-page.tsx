"use client";

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { buttonVariants } from "@/components/ui/button";
import { localizedPath, type Locale, type Messages } from "@/lib/i18n";
import { sessionStore } from "@/lib/session/session-store";
import type { FunnelAnswers } from "../../model/answers";
import { afterPlan } from "../../model/after-plan";
import { PlanScreen } from "./plan-screen";

/** The funnel engine's localStorage key of a funnel's answers (decision record 0031). */
export const answersKey = (slug: string) => `lingora.funnel.${slug}`;

export interface RevealPageStrings {
  noAnswers: string;
  takeQuiz: string;
  accountTitle: string;
  accountIntro: string;
  signUp: string;
  signIn: string;
}

const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

function readStored(funnel: string): string | null {
  try {
    return window.localStorage.getItem(answersKey(funnel));
  } catch (error) {
    console.warn("personal plan: localStorage is unavailable", error);
    return null;
  }
}

function parseAnswers(stored: string | null): FunnelAnswers | null {
  try {
    const value: unknown = JSON.parse(stored ?? "null");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as FunnelAnswers) : null;
  } catch (error) {
    console.warn("personal plan: the funnel's answers could not be read", error);
    return null;
  }
}

/**
 * /my-plan/new?funnel=<slug>: the end of a funnel as a page of its own (the engine shows the same
 * PlanScreen as its last screen). The answers come from localStorage; after the plan, the account
 * step for a visitor (sign-up keeps the plan: it moves with them), the paywall for a registered
 * person, or /download-app with `web2app_path`.
 */
export interface PlanRevealPageProps {
  locale: Locale;
  funnel: string;
  texts: Messages;
  strings: RevealPageStrings;
  web2app: boolean;
}

export function PlanRevealPage({ locale, funnel, texts, strings, web2app }: PlanRevealPageProps) {
  // The stored text (undefined on the server: the page renders the same for everyone), then the answers.
  const stored = useSyncExternalStore(
    subscribeToStorage,
    () => readStored(funnel),
    () => undefined,
  );
  const answers = useMemo(() => (stored === undefined ? undefined : parseAnswers(stored)), [stored]);

  if (answers === undefined) return <div aria-busy="true" className="h-64 animate-pulse rounded-2xl bg-brand-50" />;
  if (answers === null || Object.keys(answers).length === 0)
    return (
      <div className="space-y-4 rounded-2xl bg-brand-50 p-6">
        <p className="text-lg text-ink">{strings.noAnswers}</p>
        <a className={buttonVariants({})} href={localizedPath(locale, `/funnel/${funnel}`)}>
          {strings.takeQuiz}
        </a>
      </div>
    );
  return (
    <PlanAndNextStep locale={locale} funnel={funnel} answers={answers} texts={texts} strings={strings} web2app={web2app} headingLevel={1} />
  );
}

export interface PlanAndNextStepProps {
  locale: Locale;
  funnel: string;
  answers: FunnelAnswers;
  texts: Messages;
  strings: RevealPageStrings;
  web2app: boolean;
  headingLevel?: 1 | 2;
  /** Web view (`?webview=true`): the account step's links keep the flag. */
  isWebView?: boolean;
  /** A funnel that ends on an app page (its `finish`, decision record 0036): Continue opens it instead of the step after the plan. */
  finishHref?: string;
}

/**
 * The plan, then the step after it: the account step for a visitor (sign-up keeps the plan: it
 * moves with them), the paywall for a registered person, or /download-app with `web2app_path`.
 * The funnel engine's `plan` screen and /my-plan/new both show it.
 */
export function PlanAndNextStep({
  locale,
  funnel,
  answers,
  texts,
  strings,
  web2app,
  headingLevel,
  isWebView = false,
  finishHref,
}: PlanAndNextStepProps) {
  const [account, setAccount] = useState<{ signUpHref: string; signInHref: string } | null>(null);
  const accountHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => accountHeading.current?.focus(), [account]);
  const withWebView = (href: string) => (isWebView ? `${href}&webview=true` : href);

  if (account)
    return (
      <section aria-labelledby="plan-account" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-6">
        <h2 id="plan-account" ref={accountHeading} tabIndex={-1} className="text-2xl font-extrabold text-ink outline-none">
          {strings.accountTitle}
        </h2>
        <p className="text-gray-700">{strings.accountIntro}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <a className={buttonVariants({ size: "lg" })} href={withWebView(account.signUpHref)}>
            {strings.signUp}
          </a>
          <a className={buttonVariants({ variant: "ghost", size: "lg", className: "underline" })} href={withWebView(account.signInHref)}>
            {strings.signIn}
          </a>
        </div>
      </section>
    );
  return (
    <PlanScreen
      locale={locale}
      funnel={funnel}
      answers={answers}
      texts={texts}
      headingLevel={headingLevel}
      onContinue={() => {
        if (finishHref) return window.location.assign(finishHref);
        const next = afterPlan({ locale, web2app, isRegistered: sessionStore.getSnapshot().isRegistered });
        if (next.step === "account") setAccount(next);
        else window.location.assign(next.href);
      }}
    />
  );
}
