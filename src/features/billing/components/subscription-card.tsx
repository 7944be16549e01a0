"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { subscriptionActions, type SubscriptionView } from "../client/account-api";
import type { PlanOption } from "../model/plan-options";
import { availableActions, statusBadge, type StatusBadge } from "../model/subscription-actions";
import { ChangePlanPanel, changePlanChoices } from "./change-plan-panel";
import { PausePanel } from "./pause-panel";
import { PortalButton } from "./portal-button";
import { useBillingFormat } from "./use-billing-format";
import { useSubscriptionAction } from "./use-subscription-action";

const badgeStyle: Record<StatusBadge, string> = {
  trialing: "bg-amber-100 text-amber-900",
  active: "bg-green-100 text-green-900",
  canceling: "bg-orange-100 text-orange-900",
  paused: "bg-sky-100 text-sky-900",
  past_due: "bg-red-100 text-red-900",
  canceled: "bg-gray-100 text-gray-800",
  expired: "bg-gray-100 text-gray-800",
  incomplete: "bg-gray-100 text-gray-800",
};

/** One subscription: status, next payment, card, trial, pause or cancellation, and what can be done with it. */
export function SubscriptionCard({
  subscription,
  plans,
  onChange,
}: {
  subscription: SubscriptionView;
  plans: readonly PlanOption[];
  onChange: (next: SubscriptionView) => void;
}) {
  const t = useTranslations("billingSettings");
  const locale = useLocale();
  const format = useBillingFormat();
  const headingId = useId();
  const [panel, setPanel] = useState<"none" | "changePlan" | "pause">("none");
  const { run, notice, error, isBusy } = useSubscriptionAction(onChange);
  const allowed = availableActions(subscription);
  // A plan with nothing of its kind to switch to (group lessons: one plan) offers no plan change.
  const actions = { ...allowed, changePlan: allowed.changePlan && changePlanChoices(subscription, plans).length > 0 };
  const badge = statusBadge(subscription);
  const planName = format.plan(subscription.planId);
  const { nextCharge, pause, periodEnd, trialEndsAt, pendingPlanId } = subscription;

  const rows: { label: string; value: string }[] = [];
  if (nextCharge)
    rows.push({
      label: t("nextCharge"),
      value: t("nextChargeValue", { amount: format.money(nextCharge.amount, nextCharge.currency), date: format.date(nextCharge.at) }),
    });
  else if (badge !== "canceled" && badge !== "expired") rows.push({ label: t("nextCharge"), value: t("noNextCharge") });
  if (trialEndsAt) rows.push({ label: t("trialEnds"), value: format.date(trialEndsAt) });
  if (pause) rows.push({ label: t("pausedUntil"), value: format.date(pause.resumesAt) });
  if (badge === "canceling" && periodEnd) rows.push({ label: t("accessUntil"), value: format.date(periodEnd) });
  if (pendingPlanId && periodEnd)
    rows.push({ label: t("switchesTo"), value: t("switchesToValue", { plan: format.plan(pendingPlanId), date: format.date(periodEnd) }) });
  if (badge !== "canceled" && badge !== "expired")
    rows.push({ label: t("paymentMethod"), value: subscription.paymentMethodLabel ?? t("noPaymentMethod") });

  const help =
    badge === "past_due" && nextCharge
      ? t("pastDueHelp", { date: format.date(nextCharge.at) })
      : badge === "canceling" && periodEnd
        ? t("cancelingHelp", { date: format.date(periodEnd) })
        : badge === "trialing" && trialEndsAt && nextCharge
          ? t("trialHelp", { date: format.date(trialEndsAt), amount: format.money(nextCharge.amount, nextCharge.currency) })
          : null;

  const hasActions = Object.values(actions).some(Boolean);
  const managedHelp = actions.portal ? t("managedAtProviderHelp") : null;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="subscription"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {planName}
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${badgeStyle[badge]}`}>{t(`status.${badge}`)}</span>
      </header>
      {help ? <p className="mt-2 text-sm text-gray-700">{help}</p> : null}
      {managedHelp ? <p className="mt-2 text-sm text-gray-700">{managedHelp}</p> : null}
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-2">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-sm font-medium text-muted sm:text-base">{row.label}</dt>
            <dd className="mb-2 text-ink sm:mb-0">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div aria-live="polite">
        {notice ? (
          <p role="status" className="mt-4 rounded-xl border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-900">
            {notice}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      {hasActions ? (
        <div
          role="group"
          aria-label={t("actionsLabel", { plan: planName })}
          className="mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-4"
        >
          {actions.changePlan ? (
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={panel === "changePlan"}
              onClick={() => setPanel(panel === "changePlan" ? "none" : "changePlan")}
            >
              {t("changePlan")}
            </Button>
          ) : null}
          {actions.pause ? (
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={panel === "pause"}
              onClick={() => setPanel(panel === "pause" ? "none" : "pause")}
            >
              {t("pause")}
            </Button>
          ) : null}
          {actions.resume ? (
            <Button
              size="sm"
              disabled={isBusy}
              onClick={() =>
                void run(
                  () => subscriptionActions.resume(subscription.id),
                  () => t("saved.resumed"),
                )
              }
            >
              {t("resume")}
            </Button>
          ) : null}
          {actions.undoCancel ? (
            <Button
              size="sm"
              disabled={isBusy}
              onClick={() =>
                void run(
                  () => subscriptionActions.undoCancel(subscription.id),
                  () => t("saved.undone"),
                )
              }
            >
              {t("undoCancel")}
            </Button>
          ) : null}
          {actions.portal ? <PortalButton /> : null}
          {actions.cancel ? (
            <a
              href={`/${locale}/profile/settings/payments-subscriptions/cancel/${subscription.id}`}
              className={buttonVariants({ variant: "ghost", size: "sm", className: "text-red-800 underline-offset-4 hover:underline" })}
            >
              {t("cancel")}
            </a>
          ) : null}
        </div>
      ) : null}
      {panel === "changePlan" ? (
        <ChangePlanPanel
          subscription={subscription}
          plans={plans}
          isBusy={isBusy}
          onClose={() => setPanel("none")}
          onConfirm={(planId) =>
            void run(
              () => subscriptionActions.changePlan(subscription.id, planId),
              (next) => {
                setPanel("none");
                const plan = format.plan(planId);
                return next.planId === planId || !next.periodEnd
                  ? t("saved.planChanged", { plan })
                  : t("saved.planScheduled", { plan, date: format.date(next.periodEnd) });
              },
            )
          }
        />
      ) : null}
      {panel === "pause" ? (
        <PausePanel
          onClose={() => setPanel("none")}
          isBusy={isBusy}
          onPause={(months) =>
            void run(
              () => subscriptionActions.pause(subscription.id, months),
              (next) => {
                setPanel("none");
                return t("saved.paused", { date: next.pause ? format.date(next.pause.resumesAt) : "" });
              },
            )
          }
        />
      ) : null}
    </article>
  );
}
