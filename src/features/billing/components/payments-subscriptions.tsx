"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { buttonVariants } from "@/components/ui/button";
import { loadReceipts, loadSubscriptions, type ReceiptView, type SubscriptionView } from "../client/account-api";
import { useBillingData } from "../client/use-billing-data";
import type { PlanOption } from "../model/plan-options";
import { isCurrent } from "../model/subscription-actions";
import { BillingDataState, BillingSection } from "./billing-data-state";
import { SubscriptionCard } from "./subscription-card";
import { useBillingFormat } from "./use-billing-format";
import { receiptNumberText } from "../model/money";

const PAGE = "/profile/settings/payments-subscriptions";

/** /profile/settings/payments-subscriptions: the person's subscriptions (current, then ended) and receipts. */
export function PaymentsSubscriptions({ plans }: { plans: readonly PlanOption[] }) {
  const t = useTranslations("billingSettings");
  const locale = useLocale();
  const subscriptions = useBillingData(loadSubscriptions);
  const receipts = useBillingData(loadReceipts);

  const replace = useCallback(
    (next: SubscriptionView) => {
      if (subscriptions.state === "ready") subscriptions.set(subscriptions.data.map((item) => (item.id === next.id ? next : item)));
      // A change may have been charged (an upgrade): its receipt joins the list.
      if (receipts.state === "ready") receipts.reload();
    },
    [subscriptions, receipts],
  );

  if (subscriptions.state !== "ready") return <BillingDataState data={subscriptions} signInPath={PAGE} />;
  const current = subscriptions.data.filter((item) => isCurrent(item.status));
  const ended = subscriptions.data.filter((item) => !isCurrent(item.status));
  return (
    <div className="space-y-6">
      <BillingSection id="billing-subscriptions" title={t("subscriptionsHeading")}>
        {current.length === 0 ? (
          <div className="space-y-3">
            <p className="text-gray-700">{t("noSubscriptions")}</p>
            <a href={`/${locale}/profile/payments-subscriptions/choose`} className={buttonVariants({ size: "sm" })}>
              {t("choosePlan")}
            </a>
          </div>
        ) : (
          <ul className="space-y-4">
            {current.map((subscription) => (
              <li key={subscription.id}>
                <SubscriptionCard subscription={subscription} plans={plans} onChange={replace} />
              </li>
            ))}
          </ul>
        )}
      </BillingSection>
      {ended.length > 0 ? (
        <BillingSection id="billing-ended" title={t("endedHeading")}>
          <ul className="space-y-4">
            {ended.map((subscription) => (
              <li key={subscription.id}>
                <SubscriptionCard subscription={subscription} plans={plans} onChange={replace} />
              </li>
            ))}
          </ul>
        </BillingSection>
      ) : null}
      <BillingSection id="billing-receipts" title={t("receiptsHeading")}>
        {receipts.state === "ready" ? <ReceiptList receipts={receipts.data} /> : <BillingDataState data={receipts} signInPath={PAGE} />}
      </BillingSection>
    </div>
  );
}

function ReceiptList({ receipts }: { receipts: ReceiptView[] }) {
  const t = useTranslations("billingSettings");
  const format = useBillingFormat();
  if (receipts.length === 0) return <p className="text-gray-700">{t("noReceipts")}</p>;
  return (
    <>
      <p className="mb-3 text-sm text-gray-700">{t("receiptsEmailed")}</p>
      <ul className="divide-y divide-gray-100">
        {receipts.map((receipt) => (
          <li key={receipt.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <div className="min-w-0">
              <p className="font-medium text-ink">{format.plan(receipt.planId)}</p>
              <p className="text-sm text-gray-700">
                {format.date(receipt.paidAt)} · {t(`receiptKind.${receipt.kind}`)}
              </p>
            </div>
            <div className="flex items-center gap-4">
              <span className="font-semibold text-ink tabular-nums">{format.money(receipt.amount, receipt.currency)}</span>
              <a
                href={`/${format.locale}${PAGE}/receipts/${receipt.id}`}
                className="text-sm font-semibold text-brand-700 underline underline-offset-4"
                aria-label={t("viewReceiptLabel", { number: receiptNumberText(receipt.receiptNumber), date: format.date(receipt.paidAt) })}
              >
                {t("viewReceipt")}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
