import { setRequestLocale } from "next-intl/server";
import { HtmlSitemapPage } from "@/features/words/components/html-sitemap-page";
import type { SitemapQuery } from "@/features/words/server";
import { normalizeLocale } from "@/lib/i18n";
import { htmlSitemapMetadata } from "@/server/html-sitemap-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SitemapQuery> };

export const generateMetadata = htmlSitemapMetadata("how-to-pronounce");

export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return <HtmlSitemapPage locale={locale} sitemap="how-to-pronounce" query={await searchParams} />;
}
