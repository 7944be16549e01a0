import "server-only";
import type { Metadata } from "next";
import { htmlSitemapPath, type HtmlSitemap } from "@/features/words";
import { describeHtmlSitemap, readHtmlSitemap, type SitemapQuery } from "@/features/words/server";
import { normalizeLocale } from "@/lib/i18n";
import { metadataOfPage } from "./page-metadata";

/**
 * The `generateMetadata` of an HTML sitemap (decision record 0044): the title, description and
 * canonical of the letter and page its query names (the registry's keys for the overview); none
 * for a query that names no page (the page answers 404).
 */
export function htmlSitemapMetadata(sitemap: HtmlSitemap) {
  return async function generateMetadata({
    params,
    searchParams,
  }: {
    params: Promise<{ locale: string }>;
    searchParams: Promise<SitemapQuery>;
  }): Promise<Metadata> {
    const locale = normalizeLocale((await params).locale) ?? "en";
    const view = await readHtmlSitemap(sitemap, await searchParams);
    if (!view) return {};
    const { title, description, search } = await describeHtmlSitemap(sitemap, locale, view);
    return metadataOfPage(locale, htmlSitemapPath(sitemap), { title, description, search });
  };
}
