import { getTranslations } from "next-intl/server";
import { formatDateTime, type Locale } from "@/lib/i18n";
import { formNonce } from "../server/form-nonce";
import type { PaymentRow } from "../server/record-provider-refund";
import type { AdminFormMessages } from "./admin-billing-form";
import { AdminRefundForm } from "./admin-refund-form";
import { AdminBillingSection } from "./admin-billing-section";
import { cell, money } from "./admin-billing-table";
import { receiptNumberText } from "../model/money";

/** The person's payments (receipts) with what was refunded, and a refund form on each one not refunded in full. */
export async function AdminBillingPayments({ locale, rows, forms }: { locale: Locale; rows: PaymentRow[]; forms: AdminFormMessages }) {
  const t = await getTranslations({ locale, namespace: "adminBilling" });
  return (
    <AdminBillingSection
      id="admin-billing-payments"
      title={t("paymentsTitle")}
      empty={rows.length === 0 ? t("noPayments") : null}
      columns={["receipt", "date", "plan", "amount", "refunded", "providerIds", "refundTitle"].map((key) => t(key))}
    >
      {rows.map((row) => {
        const receipt = t("receiptNumber", { number: receiptNumberText(row.receiptNumber) });
        return (
          <tr key={row.id} className="border-t border-gray-100">
            <th scope="row" className={`${cell} font-semibold whitespace-nowrap`}>
              {receipt}
            </th>
            <td className={`${cell} whitespace-nowrap`}>{formatDateTime(locale, row.createdAt)}</td>
            <td className={cell}>
              <span className="font-mono">{row.planId}</span>
              <span className="block text-xs text-muted">{row.kind}</span>
            </td>
            <td className={`${cell} whitespace-nowrap`}>{money(locale, row.amount, row.currency)}</td>
            <td className={`${cell} whitespace-nowrap`}>{money(locale, row.refundedAmount, row.currency)}</td>
            <td className={`${cell} font-mono text-xs break-all`}>
              {row.provider}: {row.providerPaymentId}
            </td>
            <td className={cell}>
              {row.refundedAmount >= row.amount ? (
                <span className="text-muted">{t("refundedInFull")}</span>
              ) : (
                <details>
                  <summary className="cursor-pointer font-semibold text-brand-700">{t("refundSummary", { receipt })}</summary>
                  <AdminRefundForm
                    paymentId={row.id}
                    nonce={formNonce()}
                    hasSubscription={row.subscriptionId !== null}
                    messages={forms}
                    strings={{
                      label: t("refundSummary", { receipt }),
                      submit: t("refundButton"),
                      amount: t("refundAmount", { left: money(locale, row.amount - row.refundedAmount, row.currency) }),
                      reason: t("reason"),
                      cancelSubscription: t("cancelSubscription"),
                    }}
                  />
                </details>
              )}
            </td>
          </tr>
        );
      })}
    </AdminBillingSection>
  );
}
