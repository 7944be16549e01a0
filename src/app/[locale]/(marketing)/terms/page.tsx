import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalPage } from "@/features/legal/components/legal-page";
import { normalizeLocale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  const t = await getTranslations({ locale, namespace: "legalLinks" });
  const legal = await getTranslations({ locale, namespace: "legal" });
  return pageMetadata({ locale, pagePath: "/terms", title: t("overview"), description: legal("overviewIntro") });
}

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "legalLinks" });
  return <LegalPage locale={locale} slug="terms" title={t("overview")} />;
}
