import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalPage } from "@/features/legal/components/legal-page";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/terms");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "legalLinks" });
  return <LegalPage locale={locale} slug="terms" title={t("overview")} />;
}
