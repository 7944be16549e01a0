import { defaultLocale, locales, type Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/page-paths";

/**
 * The XML sitemaps (decision record 0043), pure: splitting a long list into files, and the XML of
 * the index and of one file. The protocol allows 50,000 URLs and 50 MB a file; a word page carries
 * up to 13 alternates (12 locales and x-default), so a file holds about 5,000 URLs (a few MB) to
 * stay quick to generate, send and parse.
 */
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;
export const URLS_PER_FILE = 5_000;

/** A page to list: its path without the locale, and the locales that publish it. */
export interface SitemapPage {
  path: string;
  locales: readonly Locale[];
}

/** One file of a long list: items `(page - 1) * size` to `page * size` of the list. */
export interface SitemapSlice {
  file: string;
  page: number;
  size: number;
}

/** How many items of a list fit in one file when each is listed in `localeCount` locales. */
export const itemsPerFile = (localeCount: number, maxUrls = URLS_PER_FILE) => Math.max(1, Math.floor(maxUrls / Math.max(1, localeCount)));

/**
 * Splits a list of `total` items, each listed in `localeCount` locales (one URL each), into files
 * of at most `maxUrls` URLs, named `<name>-1`, `<name>-2`…; an empty list has no file.
 */
export function splitIntoFiles(name: string, total: number, localeCount: number, maxUrls = URLS_PER_FILE): SitemapSlice[] {
  const size = itemsPerFile(localeCount, maxUrls);
  const count = Math.ceil(Math.max(0, total) / size);
  return Array.from({ length: count }, (_, index) => ({ file: `${name}-${index + 1}`, page: index + 1, size }));
}

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** The sitemap index: one `<sitemap>` per file URL. */
export function buildSitemapIndex(fileUrls: readonly string[]): string {
  const entries = fileUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/**
 * One sitemap file: a `<url>` for each page in each locale that publishes it (canonical locale
 * order), each with an alternate for exactly those locales plus x-default (English).
 */
export function buildUrlset(origin: string, pages: readonly SitemapPage[]): string {
  const urls: string[] = [];
  for (const page of pages) {
    const published = locales.filter((locale) => page.locales.includes(locale));
    const href = (locale: Locale) => escapeXml(`${origin}${localizedPath(locale, page.path)}`);
    const links = [
      ...published.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(defaultLocale)}"/>`,
    ].join("");
    for (const locale of published) urls.push(`<url><loc>${href(locale)}</loc>${links}</url>`);
  }
  return `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** How many `<url>` entries buildUrlset writes for these pages. */
export function countUrls(pages: readonly SitemapPage[]): number {
  return pages.reduce((sum, page) => sum + locales.filter((locale) => page.locales.includes(locale)).length, 0);
}
