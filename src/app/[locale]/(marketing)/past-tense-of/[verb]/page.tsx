import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { WordKindPage } from "@/features/words/components/word-kind-page";
import { checkSlug } from "@/features/words";
import { canonicalWordSlug, describeWordPage } from "@/features/words/server";
import { normalizeLocale } from "@/lib/i18n";
import { metadataOfPage } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string; verb: string }> };

/** Rendered on first request and kept (decision record 0039): no word is prerendered at build. */
export const dynamicParams = true;
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: rawLocale, verb: segment } = await params;
  const locale = normalizeLocale(rawLocale) ?? "en";
  // The page sends the one redirect or 404; metadata only for a canonical slug (a second redirect here doubled the Location header).
  const checked = checkSlug(segment);
  if (checked.kind !== "canonical") return {};
  const described = await describeWordPage("past-tense-of", locale, checked.slug);
  return described ? metadataOfPage(locale, `/past-tense-of/${checked.slug}`, described) : {};
}

export default async function Page({ params }: Props) {
  const { locale: rawLocale, verb: segment } = await params;
  const locale = normalizeLocale(rawLocale) ?? "en";
  setRequestLocale(locale);
  return <WordKindPage locale={locale} kind="past-tense-of" slug={canonicalWordSlug("past-tense-of", locale, segment)} />;
}
