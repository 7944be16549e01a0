"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { Button } from "@/components/ui/button";
import { loadReceipt } from "../client/account-api";
import { useBillingData } from "../client/use-billing-data";
import { BillingDataState } from "./billing-data-state";
import { useBillingFormat } from "./use-billing-format";
import { receiptNumberText } from "../model/money";

/** Printing shows the receipt alone: the site's header, footer and buttons are left off the paper. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  #billing-receipt, #billing-receipt * { visibility: visible; }
  #billing-receipt { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; box-shadow: none; padding: 0; }
  @page { margin: 18mm; }
}`;

/** The printable receipt of one payment (/profile/settings/payments-subscriptions/receipts/[id]). */
export function ReceiptDocument({ receiptId, seller }: { receiptId: string; seller: string }) {
  const t = useTranslations("billingSettings");
  const format = useBillingFormat();
  const load = useCallback(() => loadReceipt(receiptId), [receiptId]);
  const receipt = useBillingData(load);
  if (receipt.state !== "ready") {
    return <BillingDataState data={receipt} signInPath={`/profile/settings/payments-subscriptions/receipts/${receiptId}`} />;
  }
  const { data } = receipt;
  const paid = format.money(data.amount, data.currency);
  const rows: [string, string][] = [
    [t("receiptDate"), format.date(data.paidAt)],
    [t("receiptSeller"), seller],
    [t("receiptItem"), format.plan(data.planId)],
    [t("receiptType"), t(`receiptKind.${data.kind}`)],
    [t("receiptPaymentMethod"), data.paymentMethodLabel ?? "—"],
  ];
  return (
    <>
      <style>{PRINT_CSS}</style>
      <article
        id="billing-receipt"
        aria-labelledby="receipt-heading"
        className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-gray-200 pb-4">
          <h2 id="receipt-heading" className="text-xl font-bold text-ink sm:text-2xl">
            {t("receiptNumber", { number: receiptNumberText(data.receiptNumber) })}
          </h2>
          <p className="font-semibold text-ink">{seller}</p>
        </header>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-2">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-muted sm:text-base">{label}</dt>
              <dd className="mb-2 text-ink sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <table className="mt-6 w-full border-t border-gray-200 text-left">
          <caption className="sr-only">{t("receiptAmounts")}</caption>
          <tbody>
            <tr>
              <th scope="row" className="py-2 font-medium text-gray-700">
                {t("receiptAmount")}
              </th>
              <td className="py-2 text-right tabular-nums text-ink">{paid}</td>
            </tr>
            {data.refundedAmount > 0 ? (
              <tr>
                <th scope="row" className="py-2 font-medium text-gray-700">
                  {t("receiptRefunded")}
                </th>
                <td className="py-2 text-right tabular-nums text-ink">−{format.money(data.refundedAmount, data.currency)}</td>
              </tr>
            ) : null}
            <tr className="border-t-2 border-ink">
              <th scope="row" className="py-3 text-lg font-bold text-ink">
                {t("receiptTotal")}
              </th>
              <td className="py-3 text-right text-lg font-bold tabular-nums text-ink" data-testid="receipt-total">
                {format.money(data.amount - data.refundedAmount, data.currency)}
              </td>
            </tr>
          </tbody>
        </table>
        <p className="mt-6 text-sm text-gray-700">{t("receiptTaxNote")}</p>
      </article>
      <div className="mt-4 flex flex-wrap items-center gap-3 print:hidden">
        <Button onClick={() => window.print()}>{t("print")}</Button>
        <p className="text-sm text-gray-700">{t("receiptsEmailed")}</p>
      </div>
    </>
  );
}
