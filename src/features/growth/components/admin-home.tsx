import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { localizedPath, type Locale } from "@/lib/i18n";

export async function AdminHome({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "admin" });
  const billing = await getTranslations({ locale, namespace: "adminBilling" });
  const funnels = await getTranslations({ locale, namespace: "adminFunnels" });
  const ukraine = await getTranslations({ locale, namespace: "adminFreeForUkraine" });
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold text-ink">{t("title")}</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        <li>
          <a
            href={localizedPath(locale, "/admin/flags")}
            className="block rounded-2xl border border-gray-200 bg-white p-5 hover:border-brand-600"
          >
            <span className="text-lg font-semibold text-ink">{t("flagsTitle")}</span>
            <span className="mt-1 block text-sm text-muted">{t("flagsIntro")}</span>
          </a>
        </li>
        <li>
          <a
            href={localizedPath(locale, "/admin/events")}
            className="block rounded-2xl border border-gray-200 bg-white p-5 hover:border-brand-600"
          >
            <span className="text-lg font-semibold text-ink">{t("eventsTitle")}</span>
            <span className="mt-1 block text-sm text-muted">{t("eventsIntro")}</span>
          </a>
        </li>
        <li>
          <a
            href={localizedPath(locale, "/admin/billing")}
            className="block rounded-2xl border border-gray-200 bg-white p-5 hover:border-brand-600"
          >
            <span className="text-lg font-semibold text-ink">{billing("title")}</span>
            <span className="mt-1 block text-sm text-muted">{billing("intro")}</span>
          </a>
        </li>
        <li>
          <a
            href={localizedPath(locale, "/admin/funnels")}
            className="block rounded-2xl border border-gray-200 bg-white p-5 hover:border-brand-600"
          >
            <span className="text-lg font-semibold text-ink">{funnels("title")}</span>
            <span className="mt-1 block text-sm text-muted">{funnels("homeIntro")}</span>
          </a>
        </li>
        <li>
          <a
            href={localizedPath(locale, "/admin/free-for-ukraine")}
            className="block rounded-2xl border border-gray-200 bg-white p-5 hover:border-brand-600"
          >
            <span className="text-lg font-semibold text-ink">{ukraine("title")}</span>
            <span className="mt-1 block text-sm text-muted">{ukraine("intro")}</span>
          </a>
        </li>
      </ul>
    </Container>
  );
}
