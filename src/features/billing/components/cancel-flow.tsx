"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { loadSubscriptions, subscriptionActions, type SubscriptionView } from "../client/account-api";
import { useBillingData } from "../client/use-billing-data";
import {
  cancelBody,
  cancelFlowSteps,
  CANCEL_COMMENT_MAX,
  CANCEL_REASONS,
  stepAfter,
  stepBefore,
  type CancelReason,
  type CancelStep,
} from "../model/cancel-flow";
import { cheaperPlans, type PlanOption } from "../model/plan-options";
import { availableActions } from "../model/subscription-actions";
import { BillingDataState } from "./billing-data-state";
import { PauseMonthsChoice, type PauseMonths } from "./pause-panel";
import { useBillingFormat } from "./use-billing-format";
import { useSubscriptionAction } from "./use-subscription-action";

type Outcome = { kind: "canceled" | "paused" | "planChanged"; subscription: SubscriptionView; planId?: string };

/**
 * /profile/settings/payments-subscriptions/cancel/[id]: reason → pause offer → smaller plan offer →
 * confirm (decision record 0018). Taking an offer ends the flow with that change confirmed.
 */
export function CancelFlow({ subscriptionId, plans }: { subscriptionId: string; plans: readonly PlanOption[] }) {
  const subscriptions = useBillingData(loadSubscriptions);
  const path = `/profile/settings/payments-subscriptions/cancel/${subscriptionId}`;
  if (subscriptions.state !== "ready") return <BillingDataState data={subscriptions} signInPath={path} />;
  const subscription = subscriptions.data.find((item) => item.id === subscriptionId);
  if (subscription === undefined) return <BillingDataState data={{ state: "notFound" }} signInPath={path} />;
  return <CancelSteps subscription={subscription} plans={plans} />;
}

function CancelSteps({ subscription, plans }: { subscription: SubscriptionView; plans: readonly PlanOption[] }) {
  const t = useTranslations("billingSettings");
  const locale = useLocale();
  const format = useBillingFormat();
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { run, error, isBusy } = useSubscriptionAction(() => undefined);
  const actions = availableActions(subscription);
  const currency = subscription.nextCharge?.currency ?? "USD";
  const smaller = cheaperPlans(subscription.planId, currency, plans)[0];
  const steps = cancelFlowSteps({ canPause: actions.pause, hasCheaperPlan: smaller !== undefined });
  const [step, setStep] = useState<CancelStep>("reason");
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [reasonError, setReasonError] = useState(false);
  const [comment, setComment] = useState("");
  const [months, setMonths] = useState<PauseMonths>(1);
  const back = `/${locale}/profile/settings/payments-subscriptions`;

  // Each new step (and the outcome) is announced by moving focus to its heading.
  const [hasMoved, setHasMoved] = useState(false);
  useEffect(() => {
    if (hasMoved) headingRef.current?.focus();
  }, [step, outcome, hasMoved]);
  const go = (next: CancelStep | null) => {
    if (next === null) return;
    setHasMoved(true);
    setStep(next);
  };

  const access = t.has(`access.${subscription.type}`) ? t(`access.${subscription.type}`) : format.plan(subscription.planId);
  const until = subscription.periodEnd ? format.date(subscription.periodEnd) : "";

  if (outcome !== null) {
    const done = outcome.subscription;
    const body =
      outcome.kind === "canceled"
        ? t("doneCanceledBody", { access, date: done.periodEnd ? format.date(done.periodEnd) : until })
        : outcome.kind === "paused"
          ? t("donePausedBody", { date: done.pause ? format.date(done.pause.resumesAt) : "" })
          : done.planId === outcome.planId
            ? t("donePlanNowBody", { plan: format.plan(outcome.planId!) })
            : t("donePlanBody", { plan: format.plan(outcome.planId!), date: done.periodEnd ? format.date(done.periodEnd) : until });
    const heading =
      outcome.kind === "canceled" ? t("doneCanceledHeading") : outcome.kind === "paused" ? t("donePausedHeading") : t("donePlanHeading");
    return (
      <Panel>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink outline-none sm:text-2xl">
          {heading}
        </h2>
        <p role="status" className="mt-3 text-gray-800">
          {body}
        </p>
        <a href={back} className={buttonVariants({ className: "mt-6 w-full sm:w-auto" })}>
          {t("backToSubscriptions")}
        </a>
      </Panel>
    );
  }

  if (!actions.cancel) {
    return (
      <Panel>
        <p className="text-gray-800">{subscription.cancelAtPeriodEnd ? t("alreadyCanceling", { date: until }) : t("cannotCancel")}</p>
        <a href={back} className={buttonVariants({ variant: "secondary", className: "mt-4" })}>
          {t("backToSubscriptions")}
        </a>
      </Panel>
    );
  }

  const index = steps.indexOf(step);
  const previous = stepBefore(steps, step);
  const heading = {
    reason: t("reasonQuestion"),
    pauseOffer: t("pauseOfferHeading"),
    planOffer: t("planOfferHeading"),
    confirm: t("confirmHeading"),
  }[step];

  const keep = (
    <a href={back} className={buttonVariants({ variant: "ghost", className: "w-full sm:w-auto" })}>
      {t("keepSubscription")}
    </a>
  );
  const backButton = previous ? (
    <Button variant="ghost" onClick={() => go(previous)} className="w-full sm:w-auto">
      {t("back")}
    </Button>
  ) : null;

  return (
    <Panel>
      <p className="text-sm font-semibold text-brand-700">{t("cancelStep", { current: index + 1, total: steps.length })}</p>
      <div className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
      </div>
      <p className="mt-4 text-sm text-gray-700">{format.plan(subscription.planId)}</p>
      <h2 ref={headingRef} tabIndex={-1} className="mt-1 text-xl font-bold text-ink outline-none sm:text-2xl">
        {heading}
      </h2>
      {error ? (
        <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}

      {step === "reason" ? (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (reason === null) {
              setReasonError(true);
              return;
            }
            go(stepAfter(steps, "reason"));
          }}
        >
          <fieldset className="mt-4" aria-describedby={reasonError ? `${formId}-reason-error` : undefined}>
            <legend className="sr-only">{t("reasonQuestion")}</legend>
            <div className="space-y-2">
              {CANCEL_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-gray-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
                >
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setReasonError(false);
                    }}
                    className="size-4 accent-brand-700"
                  />
                  <span className="text-ink">{t(`reasons.${value}`)}</span>
                </label>
              ))}
            </div>
            {reasonError ? (
              <p id={`${formId}-reason-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
                {t("reasonRequired")}
              </p>
            ) : null}
          </fieldset>
          <div className="mt-4 space-y-1.5">
            <label htmlFor={`${formId}-comment`} className="block text-sm font-semibold text-ink">
              {t("commentLabel")}
            </label>
            <textarea
              id={`${formId}-comment`}
              value={comment}
              maxLength={CANCEL_COMMENT_MAX}
              rows={3}
              onChange={(event) => setComment(event.target.value)}
              className="block w-full rounded-lg border border-gray-400 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus-visible:outline-3 focus-visible:outline-offset-1"
            />
          </div>
          <Actions>
            <Button type="submit" className="w-full sm:w-auto">
              {t("continue")}
            </Button>
            {keep}
          </Actions>
        </form>
      ) : null}

      {step === "pauseOffer" ? (
        <>
          <p className="mt-3 text-gray-800">{t("pauseOfferBody")}</p>
          <PauseMonthsChoice value={months} onChange={setMonths} name={`${formId}-months`} />
          <Actions>
            <Button
              disabled={isBusy}
              className="w-full sm:w-auto"
              onClick={() =>
                void run(
                  () => subscriptionActions.pause(subscription.id, months),
                  () => "",
                ).then((next) => next && setOutcome({ kind: "paused", subscription: next }))
              }
            >
              {t("confirmPause", { count: months })}
            </Button>
            <Button variant="secondary" className="w-full sm:w-auto" onClick={() => go(stepAfter(steps, "pauseOffer"))}>
              {t("noThanks")}
            </Button>
            {keep}
            {backButton}
          </Actions>
        </>
      ) : null}

      {step === "planOffer" && smaller ? (
        <>
          <p className="mt-3 text-gray-800">{t("planOfferBody")}</p>
          <div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4">
            <p className="font-semibold text-ink">{format.plan(smaller.id)}</p>
            <p className="text-gray-700">{format.price(smaller, currency)}</p>
          </div>
          <Actions>
            <Button
              disabled={isBusy}
              className="w-full sm:w-auto"
              onClick={() =>
                void run(
                  () => subscriptionActions.changePlan(subscription.id, smaller.id),
                  () => "",
                ).then((next) => next && setOutcome({ kind: "planChanged", subscription: next, planId: smaller.id }))
              }
            >
              {t("planOfferAccept", { plan: format.plan(smaller.id) })}
            </Button>
            <Button variant="secondary" className="w-full sm:w-auto" onClick={() => go(stepAfter(steps, "planOffer"))}>
              {t("noThanks")}
            </Button>
            {keep}
            {backButton}
          </Actions>
        </>
      ) : null}

      {step === "confirm" ? (
        <>
          <ul className="mt-4 space-y-2 text-gray-800">
            <li className="flex gap-2">
              <span aria-hidden="true">✓</span>
              {t("confirmKeeps", { access, date: until })}
            </li>
            <li className="flex gap-2">
              <span aria-hidden="true">✓</span>
              {t("confirmNoCharges")}
            </li>
            <li className="flex gap-2">
              <span aria-hidden="true">✉</span>
              {t("confirmEmail")}
            </li>
          </ul>
          <Actions>
            <Button
              disabled={isBusy || reason === null}
              className="w-full bg-red-700 hover:bg-red-800 sm:w-auto"
              onClick={() =>
                reason &&
                void run(
                  () => subscriptionActions.cancel(subscription.id, cancelBody(reason, comment)),
                  () => "",
                ).then((next) => next && setOutcome({ kind: "canceled", subscription: next }))
              }
            >
              {t("confirmCancel")}
            </Button>
            {keep}
            {backButton}
          </Actions>
        </>
      ) : null}
    </Panel>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">{children}</section>;
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">{children}</div>;
}
