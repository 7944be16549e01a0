import { getMessages, getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import type { Locale } from "@/lib/i18n";
import type { AdminFormMessages } from "./admin-billing-form";
import { loadBillingOverview } from "../server/load-billing-overview";
import { AdminBillingAudit } from "./admin-billing-audit";
import { AdminBillingCredits } from "./admin-billing-credits";
import { AdminBillingPayments } from "./admin-billing-payments";
import { AdminBillingSubscriptions } from "./admin-billing-subscriptions";

const input = "mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm";

/** /admin/billing: look a person up by email or user id; their subscriptions, payments, credits and audit log, and the refund and grant forms. */
export async function AdminBilling({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: "adminBilling" });
  const { adminBilling } = (await getMessages({ locale })) as unknown as { adminBilling: AdminFormMessages };
  const forms: AdminFormMessages = { outcomes: adminBilling.outcomes, errors: adminBilling.errors };
  const overview = query ? await loadBillingOverview(query) : null;

  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold text-ink">{t("title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("intro")}</p>
      <form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3 rounded-2xl border border-gray-200 bg-white p-4">
        <label className="min-w-64 flex-1 text-sm font-semibold">
          {t("lookupLabel")}
          <input name="q" type="search" className={input} defaultValue={query} required maxLength={320} />
        </label>
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("lookupButton")}
        </button>
      </form>
      {query && !overview ? (
        <p role="alert" className="mt-6 text-red-700">
          {t("notFound")}
        </p>
      ) : null}
      {overview ? (
        <div className="mt-8 space-y-10">
          <section aria-labelledby="admin-billing-person">
            <h2 id="admin-billing-person" className="text-xl font-bold text-ink">
              {t("personTitle")}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold">{t("email")}</dt>
              <dd>{overview.account.email}</dd>
              <dt className="font-semibold">{t("userId")}</dt>
              <dd className="font-mono break-all">{overview.account.id}</dd>
            </dl>
          </section>
          <AdminBillingSubscriptions locale={locale} rows={overview.subscriptions} />
          <AdminBillingPayments locale={locale} rows={overview.payments} forms={forms} />
          <AdminBillingCredits locale={locale} userId={overview.account.id} wallet={overview.wallet} forms={forms} />
          <AdminBillingAudit locale={locale} rows={overview.audit} />
        </div>
      ) : null}
    </Container>
  );
}
