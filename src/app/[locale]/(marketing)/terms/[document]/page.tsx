import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DoNotSellControl } from "@/features/growth/components/do-not-sell-control";
import { LegalPage } from "@/features/legal/components/legal-page";
import { isLegalSlug, legalDocuments } from "@/features/legal";
import { locales, normalizeLocale } from "@/lib/i18n";
import { isPublishedIn } from "@/lib/pages";
import { metadataOfPage } from "@/server/page-metadata";
import { pages } from "@/server/pages";

type Props = { params: Promise<{ locale: string; document: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) =>
    legalDocuments.filter((doc) => isPublishedIn(pages, locale, `/terms/${doc.slug}`)).map((doc) => ({ locale, document: doc.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: rawLocale, document } = await params;
  const locale = normalizeLocale(rawLocale) ?? "en";
  const doc = legalDocuments.find((candidate) => candidate.slug === document);
  if (!doc) return {};
  const t = await getTranslations({ locale, namespace: "legalLinks" });
  return metadataOfPage(locale, `/terms/${doc.slug}`, { title: t(doc.messageKey) });
}

export default async function Page({ params }: Props) {
  const { locale: rawLocale, document } = await params;
  const locale = normalizeLocale(rawLocale);
  if (!locale) notFound();
  // The locale first: the not-found page of an unknown document reads it.
  setRequestLocale(locale);
  if (!isLegalSlug(document)) notFound();
  const doc = legalDocuments.find((candidate) => candidate.slug === document)!;
  const t = await getTranslations({ locale, namespace: "legalLinks" });
  if (doc.slug !== "do-not-sell-my-personal-information") return <LegalPage locale={locale} slug={doc.slug} title={t(doc.messageKey)} />;
  const dns = await getTranslations({ locale, namespace: "doNotSell" });
  const keys = ["title", "description", "optOut", "optIn", "optedOut", "sharing", "notOffered"] as const;
  return (
    <LegalPage locale={locale} slug={doc.slug} title={t(doc.messageKey)}>
      <DoNotSellControl strings={Object.fromEntries(keys.map((key) => [key, dns(key)])) as Record<(typeof keys)[number], string>} />
    </LegalPage>
  );
}
