"use client";

import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { useFlag } from "@/features/growth/client";
import { refreshEntitlements } from "@/features/profile/client";
import { AFTER_PURCHASE_STORAGE_KEY, afterPurchaseHref } from "../model/after-purchase";
import { formatMoney, isCurrencyCode } from "../model/currency";
import { conversionOf, isCheckoutAnswer, isTrialStart, nextPollDelay, type CheckoutAnswer } from "../model/checkout-result";
import { minorUnitDigits } from "../model/currency";
import { formatDate, type Locale } from "@/lib/i18n";
import type { UpsellStrings } from "./upsell-offer";

/** The upsell loads only when the post_purchase_flow flag shows it. */
const UpsellOffer = lazy(() => import("./upsell-offer").then((module) => ({ default: module.UpsellOffer })));

export interface CheckoutSuccessStrings {
  confirming: string;
  stillConfirming: string;
  checkAgain: string;
  notFound: string;
  expired: string;
  backToPlans: string;
  thanks: string;
  trialStarted: string;
  paid: string;
  goToProfile: string;
  startLearning: string;
  backToLesson: string;
}

type Phase =
  { name: "confirming" } | { name: "still" } | { name: "notFound" } | { name: "expired" } | { name: "complete"; answer: CheckoutAnswer };

/** Fills `{name}` placeholders (the catalogue's, kept raw for the browser). */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/**
 * /checkout/success?checkout=<id>: asks GET /v1/billing/checkouts/{id} until the provider's webhook
 * has been applied (a bounded number of times, then "still confirming" with a retry), then says
 * what was bought and, for a trial, when the first charge happens. On completion the products are
 * fetched again (premium shows everywhere at once), the Meta conversion goes (with marketing
 * consent, once per checkout) and, with `post_purchase_flow` on, the upsell is offered.
 */
export function CheckoutSuccess({
  locale,
  checkoutId,
  strings,
  upsellStrings,
  planNames,
  plansHref,
  profileHref,
  courseHref,
  coursePlanIds,
}: {
  locale: Locale;
  checkoutId: string | null;
  strings: CheckoutSuccessStrings;
  upsellStrings: UpsellStrings;
  planNames: Record<string, string>;
  plansHref: string;
  profileHref: string;
  /** Where a courses plan's buyer starts learning when no page asked to be offered back. */
  courseHref: string;
  /** The plans that open the courses: their buyers are offered the lesson that sent them here. */
  coursePlanIds: readonly string[];
}) {
  const [phase, setPhase] = useState<Phase>(checkoutId ? { name: "confirming" } : { name: "notFound" });
  const [round, setRound] = useState(0);
  const showUpsell = useFlag("post_purchase_flow");

  useEffect(() => {
    if (!checkoutId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (attempt: number) => {
      let answer: unknown;
      try {
        const { readCheckout } = await import("../client/billing-api");
        answer = await readCheckout(checkoutId);
      } catch (caught) {
        const status = (caught as { status?: number }).status;
        if (cancelled) return;
        // Unknown, or another person's (404), or nobody signed in who could own it.
        if (status === 404 || status === 401 || status === 403) return setPhase({ name: "notFound" });
        answer = null;
      }
      if (cancelled) return;
      if (isCheckoutAnswer(answer) && answer.status === "complete") return setPhase({ name: "complete", answer });
      if (isCheckoutAnswer(answer) && answer.status === "expired") return setPhase({ name: "expired" });
      const delay = nextPollDelay(attempt);
      if (delay === null) return setPhase({ name: "still" });
      timer = setTimeout(() => void poll(attempt + 1), delay);
    };
    void poll(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [checkoutId, round]);

  // Once complete: premium everywhere, and the conversion for the pixels (consent permitting, once).
  const completed = phase.name === "complete" ? phase.answer : null;
  useEffect(() => {
    if (!completed || !checkoutId) return;
    void refreshEntitlements();
    const conversion = conversionOf(checkoutId, completed, isCurrencyCode(completed.currency) ? minorUnitDigits(completed.currency) : 2);
    if (!conversion) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import("@/features/growth/client").then(({ trackMetaConversion }) => {
      if (!left) stop = trackMetaConversion(conversion);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [completed, checkoutId]);

  const retry = useCallback(() => {
    setPhase({ name: "confirming" });
    setRound((n) => n + 1);
  }, []);

  // A courses buyer goes back to learning: the lesson that sent them to buy when one did.
  const learning = useMemo(() => {
    if (!completed || !coursePlanIds.includes(completed.planId)) return null;
    let remembered: string | null = null;
    try {
      remembered = sessionStorage.getItem(AFTER_PURCHASE_STORAGE_KEY);
    } catch {
      // Storage refused (private mode): the course itself.
    }
    return afterPurchaseHref(remembered, locale, courseHref);
  }, [completed, coursePlanIds, locale, courseHref]);
  const forget = () => {
    try {
      sessionStorage.removeItem(AFTER_PURCHASE_STORAGE_KEY);
    } catch {
      // nothing kept
    }
  };

  const money = (answer: CheckoutAnswer) =>
    isCurrencyCode(answer.currency) ? formatMoney(locale, answer.amount, answer.currency) : `${answer.amount} ${answer.currency}`;
  const date = (iso: string) => formatDate(locale, new Date(iso));
  const link = "font-semibold text-brand-700 underline underline-offset-2";

  return (
    // Polite: each new state (still confirming, not found, bought) is read out where it appears.
    <div className="space-y-6" aria-live="polite">
      {phase.name === "confirming" ? (
        <p role="status" className="flex items-center gap-3 text-lg text-gray-800">
          <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
          {strings.confirming}
        </p>
      ) : null}

      {phase.name === "still" ? (
        <div className="space-y-4 rounded-2xl border border-amber-200 bg-amber-50 p-5">
          <p className="text-gray-900">{strings.stillConfirming}</p>
          <button type="button" onClick={retry} className={buttonVariants({ variant: "secondary" })}>
            {strings.checkAgain}
          </button>
        </div>
      ) : null}

      {phase.name === "notFound" || phase.name === "expired" ? (
        <div className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5">
          <p className="text-gray-900">{phase.name === "notFound" ? strings.notFound : strings.expired}</p>
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <a className={link} href={plansHref}>
              {strings.backToPlans}
            </a>
            <a className={link} href={profileHref}>
              {strings.goToProfile}
            </a>
          </p>
        </div>
      ) : null}

      {completed ? (
        <>
          <div className="space-y-3 rounded-2xl border border-green-200 bg-green-50 p-5 sm:p-6">
            <p className="text-xl font-bold text-green-900">
              {fill(strings.thanks, { plan: planNames[completed.planId] ?? completed.planId })}
            </p>
            <p className="text-gray-900">
              {isTrialStart(completed)
                ? fill(strings.trialStarted, { date: date(completed.trialEndsAt!), amount: money(completed) })
                : fill(strings.paid, { amount: money(completed) })}
            </p>
          </div>
          {showUpsell ? (
            <Suspense>
              <UpsellOffer locale={locale} strings={upsellStrings} planNames={planNames} />
            </Suspense>
          ) : null}
          {learning ? (
            <p className="flex flex-wrap items-center gap-x-6 gap-y-3">
              <a href={learning.href} onClick={forget} className={buttonVariants({ size: "lg" })}>
                {learning.remembered ? strings.backToLesson : strings.startLearning}
              </a>
              <a className={link} href={profileHref}>
                {strings.goToProfile}
              </a>
            </p>
          ) : (
            <a href={profileHref} className={buttonVariants({ size: "lg" })}>
              {strings.goToProfile}
            </a>
          )}
        </>
      ) : null}
    </div>
  );
}
