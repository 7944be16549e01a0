import { getTranslations } from "next-intl/server";
import { formatDateTime, type Locale } from "@/lib/i18n";
import type { SubscriptionRow } from "../server/subscription-store";
import { AdminBillingSection } from "./admin-billing-section";
import { cell } from "./admin-billing-table";

/** The person's subscriptions as stored: plan, status, period, the scheduled job's next wake-up, provider ids. */
export async function AdminBillingSubscriptions({ locale, rows }: { locale: Locale; rows: SubscriptionRow[] }) {
  const t = await getTranslations({ locale, namespace: "adminBilling" });
  const when = (date: Date | null) => (date ? formatDateTime(locale, date) : "—");
  return (
    <AdminBillingSection
      id="admin-billing-subscriptions"
      title={t("subscriptionsTitle")}
      empty={rows.length === 0 ? t("noSubscriptions") : null}
      columns={["plan", "status", "period", "nextWake", "providerIds"].map((key) => t(key))}
    >
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-gray-100">
          <td className={`${cell} font-mono`}>
            {row.planId}
            {row.pendingPlanId ? ` → ${row.pendingPlanId}` : ""}
          </td>
          <td className={cell}>
            <span className="font-mono">{row.status}</span>
            {row.cancelAtPeriodEnd ? <span className="block text-xs text-muted">{t("cancelAtPeriodEnd")}</span> : null}
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            {when(row.periodStart)} – {when(row.periodEnd)}
          </td>
          <td className={`${cell} whitespace-nowrap`}>{when(row.nextWakeAt)}</td>
          <td className={`${cell} font-mono text-xs break-all`}>
            {row.provider}: {row.providerSubscriptionId ?? "—"}
            <span className="block text-muted">{row.id}</span>
          </td>
        </tr>
      ))}
    </AdminBillingSection>
  );
}
