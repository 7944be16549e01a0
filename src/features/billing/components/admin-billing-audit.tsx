import { getTranslations } from "next-intl/server";
import { formatDateTime, type Locale } from "@/lib/i18n";
import type { AuditRow } from "../server/load-billing-overview";
import { AdminBillingSection } from "./admin-billing-section";
import { cell } from "./admin-billing-table";

/** What admins did to the person's billing, newest first, with their reasons. */
export async function AdminBillingAudit({ locale, rows }: { locale: Locale; rows: AuditRow[] }) {
  const t = await getTranslations({ locale, namespace: "adminBilling" });
  return (
    <AdminBillingSection
      id="admin-billing-audit"
      title={t("auditTitle")}
      empty={rows.length === 0 ? t("noAudit") : null}
      columns={["when", "action", "admin", "reason", "details"].map((key) => t(key))}
    >
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-gray-100">
          <td className={`${cell} whitespace-nowrap`}>{formatDateTime(locale, row.createdAt)}</td>
          <td className={cell}>{t(`actions.${row.action}`)}</td>
          <td className={`${cell} break-all`}>{row.adminEmail ?? t("formerAdmin")}</td>
          <td className={cell}>{row.reason}</td>
          <td className={`${cell} max-w-md font-mono text-xs break-all`}>{JSON.stringify(row.details)}</td>
        </tr>
      ))}
    </AdminBillingSection>
  );
}
