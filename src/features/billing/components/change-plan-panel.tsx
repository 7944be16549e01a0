"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { subscriptionActions, type PlanChangePreview, type SubscriptionView } from "../client/account-api";
import { switchablePlans, type PlanOption } from "../model/plan-options";
import { useBillingFormat } from "./use-billing-format";

/** The plans this subscription can switch to, in its currency (none: no "Change plan" to offer). */
export function changePlanChoices(
  subscription: Pick<SubscriptionView, "planId" | "nextCharge">,
  plans: readonly PlanOption[],
): PlanOption[] {
  const currency = subscription.nextCharge?.currency ?? Object.keys(plans[0]?.regular ?? { USD: 0 })[0]!;
  return switchablePlans(subscription.planId, currency, plans);
}

/** Picks another plan of the same product, shows what switching costs now and when it applies, then confirms. */
export function ChangePlanPanel({
  subscription,
  plans,
  isBusy,
  onClose,
  onConfirm,
}: {
  subscription: SubscriptionView;
  plans: readonly PlanOption[];
  isBusy: boolean;
  onClose: () => void;
  onConfirm: (planId: string) => void;
}) {
  const t = useTranslations("billingSettings");
  const format = useBillingFormat();
  const headingId = useId();
  const currency = subscription.nextCharge?.currency ?? Object.keys(plans[0]?.regular ?? { USD: 0 })[0]!;
  const choices = changePlanChoices(subscription, plans);
  const [planId, setPlanId] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ planId: string; result: PlanChangePreview | "failed" } | null>(null);

  useEffect(() => {
    if (planId === null) return;
    let isCurrent = true;
    subscriptionActions.previewPlanChange(subscription.id, planId).then(
      (result) => isCurrent && setPreview({ planId, result }),
      () => isCurrent && setPreview({ planId, result: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [planId, subscription.id]);

  const shown = preview !== null && preview.planId === planId ? preview.result : null;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4">
      <h4 id={headingId} className="font-semibold text-ink">
        {t("changePlanHeading")}
      </h4>
      <p className="mt-1 text-sm text-gray-700">{t("changePlanHelp")}</p>
      {choices.length === 0 ? (
        <p className="mt-3 text-sm">{t("noOtherPlans")}</p>
      ) : (
        <fieldset className="mt-3 space-y-2">
          <legend className="sr-only">{t("changePlanHeading")}</legend>
          {choices.map((plan) => (
            <label
              key={plan.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
            >
              <input
                type="radio"
                name={`plan-${subscription.id}`}
                value={plan.id}
                checked={planId === plan.id}
                onChange={() => setPlanId(plan.id)}
                className="size-4 accent-brand-700"
              />
              <span className="flex flex-1 flex-wrap justify-between gap-x-3">
                <span className="font-medium text-ink">{format.plan(plan.id)}</span>
                <span className="text-gray-700">{format.price(plan, currency)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div aria-live="polite" className="mt-3 text-sm">
        {planId !== null && shown === null ? <p role="status">{t("previewLoading")}</p> : null}
        {shown === "failed" ? <p className="text-red-800">{t("previewFailed")}</p> : null}
        {shown !== null && shown !== "failed" ? (
          <p className="font-medium text-ink">
            {shown.kind === "upgrade"
              ? t("previewUpgrade", { amount: format.money(shown.amount, shown.currency) })
              : t("previewDowngrade", { date: format.date(shown.effectiveAt) })}
          </p>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={planId === null || isBusy} onClick={() => planId && onConfirm(planId)}>
          {planId ? t("confirmChange", { plan: format.plan(planId) }) : t("changePlan")}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t("close")}
        </Button>
      </div>
    </section>
  );
}
