import { getTranslations } from "next-intl/server";
import { formatDateTime, formatNumber, type Locale } from "@/lib/i18n";
import { formNonce } from "../server/form-nonce";
import type { Wallet } from "../server/read-wallet";
import type { AdminFormMessages } from "./admin-billing-form";
import { cell, table, tableBox } from "./admin-billing-table";
import { AdminGrantForm } from "./admin-grant-form";

/** The person's credit wallet (balance, live lots, ledger, as readWallet gives them) and the grant form. */
export async function AdminBillingCredits({
  locale,
  userId,
  wallet,
  forms,
}: {
  locale: Locale;
  userId: string;
  wallet: Wallet;
  forms: AdminFormMessages;
}) {
  const t = await getTranslations({ locale, namespace: "adminBilling" });
  return (
    <section aria-labelledby="admin-billing-credits">
      <h2 id="admin-billing-credits" className="text-xl font-bold text-ink">
        {t("creditsTitle")}
      </h2>
      <p className="mt-2 text-lg font-semibold text-ink">{t("balance", { shown: formatNumber(locale, wallet.balance) })}</p>

      <h3 className="mt-4 font-semibold text-ink">{t("grantTitle")}</h3>
      <AdminGrantForm
        userId={userId}
        nonce={formNonce()}
        messages={forms}
        strings={{ label: t("grantTitle"), submit: t("grantButton"), credits: t("credits"), months: t("months"), reason: t("reason") }}
      />

      <h3 className="mt-6 font-semibold text-ink">{t("lotsTitle")}</h3>
      {wallet.lots.length === 0 ? (
        <p className="mt-1 text-muted">{t("noLots")}</p>
      ) : (
        <div className={tableBox}>
          <table className={table}>
            <caption className="sr-only">{t("lotsTitle")}</caption>
            <thead className="bg-gray-50">
              <tr>
                {["source", "granted", "remaining", "expires"].map((key) => (
                  <th key={key} scope="col" className={cell}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {wallet.lots.map((lot) => (
                <tr key={lot.id} className="border-t border-gray-100">
                  <td className={`${cell} font-mono`}>{lot.source}</td>
                  <td className={cell}>{formatNumber(locale, lot.granted)}</td>
                  <td className={cell}>{formatNumber(locale, lot.remaining)}</td>
                  <td className={`${cell} whitespace-nowrap`}>{formatDateTime(locale, lot.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3 className="mt-6 font-semibold text-ink">{t("ledgerTitle")}</h3>
      {wallet.history.length === 0 ? (
        <p className="mt-1 text-muted">{t("noLedger")}</p>
      ) : (
        <div className={tableBox}>
          <table className={table}>
            <caption className="sr-only">{t("ledgerTitle")}</caption>
            <thead className="bg-gray-50">
              <tr>
                {["when", "entryKind", "credits", "reason"].map((key) => (
                  <th key={key} scope="col" className={cell}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {wallet.history.map((entry) => (
                <tr key={entry.id} className="border-t border-gray-100">
                  <td className={`${cell} whitespace-nowrap`}>{formatDateTime(locale, entry.createdAt)}</td>
                  <td className={`${cell} font-mono`}>{entry.kind}</td>
                  <td className={cell}>
                    {formatNumber(locale, entry.kind === "grant" || entry.kind === "refund" ? entry.amount : -entry.amount)}
                  </td>
                  <td className={cell}>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
