import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { normalizeLocale, type Locale } from "@/lib/i18n";
import { findPage } from "@/lib/pages";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { pages } from "./pages";

/**
 * A registered page's metadata in one locale: title, description and robots from the catalogue
 * keys of its registry entry; canonical and hreflang alternates from the locales that publish it.
 * `title` is for a page whose title is not one fixed key (a legal document's name); `description`
 * for a page whose description is not one fixed key either (a word page's, unique per word);
 * `search` for a page whose query names a page of its own (an HTML sitemap's letter and page).
 */
export async function metadataOfPage(
  locale: Locale,
  pagePath: string,
  options: { title?: string; description?: string; search?: string } = {},
): Promise<Metadata> {
  const keys = findPage(pages, pagePath)?.metadata;
  if (!keys) throw new Error(`${pagePath} has no metadata in src/server/pages.ts`);
  const t = await getTranslations({ locale });
  const title = options.title ?? (keys.title ? t(keys.title) : undefined);
  return {
    ...pageMetadata({ pages, locale, pagePath, title, description: options.description ?? t(keys.description), search: options.search }),
    ...(keys.index === false ? { robots: { index: false } } : {}),
  };
}

/** The `generateMetadata` of a page with one path: `export const generateMetadata = registeredPageMetadata("/contact-us")`. */
export function registeredPageMetadata(pagePath: string) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    return metadataOfPage(normalizeLocale((await params).locale) ?? "en", pagePath);
  };
}
