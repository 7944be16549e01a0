import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ConfusingPairPage } from "@/features/words/components/guides/confusing-pair-page";
import { confusingPairPath } from "@/features/words";
import { findConfusingPair } from "@/features/words/server";
import { normalizeLocale } from "@/lib/i18n";
import { metadataOfPage } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Rendered on first request and kept, like the word pages (decision record 0042); the proxy sends a variant slug its one 308. */
export const dynamicParams = true;
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: rawLocale, slug } = await params;
  const locale = normalizeLocale(rawLocale) ?? "en";
  const pair = await findConfusingPair(slug, locale);
  if (!pair) return {};
  const t = await getTranslations({ locale, namespace: "words.guides" });
  return metadataOfPage(locale, confusingPairPath(pair.slug), {
    title: t("pairTitle", { first: pair.words[0], second: pair.words[1] }),
    description: pair.summary,
  });
}

export default async function Page({ params }: Props) {
  const { locale: rawLocale, slug } = await params;
  const locale = normalizeLocale(rawLocale) ?? "en";
  setRequestLocale(locale);
  return <ConfusingPairPage locale={locale} slug={slug} />;
}
