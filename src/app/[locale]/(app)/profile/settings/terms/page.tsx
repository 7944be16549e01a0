import { getTranslations, setRequestLocale } from "next-intl/server";
import { SettingsPage } from "@/features/auth/components/settings-page";
import { ConsentChoices, type ConsentChoicesStrings } from "@/features/growth/components/consent-choices";
import { legalDocuments } from "@/features/legal";
import { loadLegalDocument } from "@/features/legal/server";
import { formatDate, localizedPath, normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/profile/settings/terms");

/** /profile/settings/terms: the legal documents that apply, and the user's cookie choices. */
export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "settings" });
  const legal = await getTranslations({ locale, namespace: "legal" });
  const links = await getTranslations({ locale, namespace: "legalLinks" });
  const documents = await Promise.all(
    legalDocuments.map(async (doc) => ({ ...doc, updated: (await loadLegalDocument(locale, doc.slug)).updated })),
  );
  const strings: ConsentChoicesStrings = {
    title: t("consentSection"),
    intro: t("consentIntro"),
    necessary: t("consentNecessary"),
    analytics: t("consentAnalytics"),
    marketing: t("consentMarketing"),
    alwaysOn: t("consentAlwaysOn"),
    allowed: t("consentAllowed"),
    notAllowed: t("consentNotAllowed"),
    change: t("consentChange"),
    recordedAt: t.raw("consentRecordedAt") as string,
    notRecorded: t("consentNotRecorded"),
  };
  return (
    <SettingsPage locale={locale} title="termsPageTitle" intro="termsPageIntro">
      <div className="space-y-6">
        <section aria-labelledby="legal-documents-title" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
          <h2 id="legal-documents-title" className="text-xl font-semibold text-ink">
            {legal("documents")}
          </h2>
          <ul className="mt-4 divide-y divide-gray-100">
            {documents.map((doc) => (
              <li key={doc.slug} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
                <a
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  href={localizedPath(locale, `/terms/${doc.slug}`)}
                >
                  {links(doc.messageKey)}
                </a>
                <span className="text-sm text-muted">{legal("lastUpdated", { date: formatDate(locale, doc.updated) })}</span>
              </li>
            ))}
          </ul>
        </section>
        <ConsentChoices strings={strings} locale={locale} />
      </div>
    </SettingsPage>
  );
}
