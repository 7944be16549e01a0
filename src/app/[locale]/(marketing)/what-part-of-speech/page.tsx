import { setRequestLocale } from "next-intl/server";
import { WordIndexPage } from "@/features/words/components/word-index-page";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ word?: string | string[] }> };

export const generateMetadata = registeredPageMetadata("/what-part-of-speech");

export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return <WordIndexPage locale={locale} kind="what-part-of-speech" query={(await searchParams).word} />;
}
