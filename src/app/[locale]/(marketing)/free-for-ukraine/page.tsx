import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { FreeForUkrainePage } from "@/features/ukraine/components/free-for-ukraine-page";
import { programmeCopy } from "@/features/ukraine";
import { normalizeLocale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { pages } from "@/server/pages";

type Props = { params: Promise<{ locale: string }> };

/** Title and description from the page's own copy (written in English and Ukrainian). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  const copy = programmeCopy(locale);
  return pageMetadata({ pages, locale, pagePath: "/free-for-ukraine", title: copy.title, description: copy.description });
}

/** The free-for-Ukraine programme and its application (issue 15 item 4; decision record 0040). */
export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return <FreeForUkrainePage locale={locale} />;
}
