import { getTranslations } from "next-intl/server";
import { formatDateTime, type Locale } from "@/lib/i18n";
import type { AuditRow } from "../server/load-billing-overview";
import { cell, table, tableBox } from "./admin-billing-table";

/** What admins did to the person's billing, newest first, with their reasons. */
export async function AdminBillingAudit({ locale, rows }: { locale: Locale; rows: AuditRow[] }) {
  const t = await getTranslations({ locale, namespace: "adminBilling" });
  return (
    <section aria-labelledby="admin-billing-audit">
      <h2 id="admin-billing-audit" className="text-xl font-bold text-ink">
        {t("auditTitle")}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-muted">{t("noAudit")}</p>
      ) : (
        <div className={tableBox}>
          <table className={table}>
            <caption className="sr-only">{t("auditTitle")}</caption>
            <thead className="bg-gray-50">
              <tr>
                {["when", "action", "admin", "reason", "details"].map((key) => (
                  <th key={key} scope="col" className={cell}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-gray-100">
                  <td className={`${cell} whitespace-nowrap`}>{formatDateTime(locale, row.createdAt)}</td>
                  <td className={cell}>{t(`actions.${row.action}`)}</td>
                  <td className={`${cell} break-all`}>{row.adminEmail ?? t("formerAdmin")}</td>
                  <td className={cell}>{row.reason}</td>
                  <td className={`${cell} max-w-md font-mono text-xs break-all`}>{JSON.stringify(row.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
