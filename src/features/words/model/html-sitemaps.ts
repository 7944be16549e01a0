import { locales, type Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/page-paths";
import type { WordPageKind } from "./word-kinds";
import { confusingPairLocales, wordPageLocales } from "./word-locales";

/**
 * The HTML sitemaps (issue 15 item 2, decision record 0044): alphabetical lists of the word pages
 * for people and crawlers, at /{locale}/sitemap/<slug>. Each links to pages of one kind; the
 * confusing-word guides are English only, so their list (shown in every locale) links to /en.
 */
export const HTML_SITEMAPS = ["how-to-pronounce", "what-part-of-speech-is", "past-tense-of", "confusing-words"] as const;

export type HtmlSitemap = (typeof HTML_SITEMAPS)[number];

/** The word kind each list links to; the confusing words are guides, not a word kind. */
export const SITEMAP_WORD_KINDS: Record<Exclude<HtmlSitemap, "confusing-words">, WordPageKind> = {
  "how-to-pronounce": "how-to-pronounce",
  "what-part-of-speech-is": "what-part-of-speech",
  "past-tense-of": "past-tense-of",
};

/** The catalogue key of each list (htmlSitemaps.<key>.…). */
export const SITEMAP_KEYS = {
  "how-to-pronounce": "pronounce",
  "what-part-of-speech-is": "partOfSpeech",
  "past-tense-of": "pastTense",
  "confusing-words": "confusingWords",
} as const satisfies Record<HtmlSitemap, string>;

/** The locales that publish the guides a list links to: a word kind's, or the confusing-word pairs'. */
export function linkLocalesOf(sitemap: HtmlSitemap): readonly Locale[] {
  return sitemap === "confusing-words" ? confusingPairLocales : wordPageLocales[SITEMAP_WORD_KINDS[sitemap]];
}

/**
 * The locales that publish a list: those of the pages it links to, except the confusing words'
 * list, which every locale shows (its words are English in every locale, its chrome translated).
 */
export function sitemapLocales(sitemap: HtmlSitemap): readonly Locale[] {
  return sitemap === "confusing-words" ? locales : linkLocalesOf(sitemap);
}

/** The path of a list without the locale: "/sitemap/how-to-pronounce". */
export function htmlSitemapPath(sitemap: HtmlSitemap): string {
  return `/sitemap/${sitemap}`;
}

/** Where a reader in `locale` opens a list: their locale where it publishes the list, else English. */
export function htmlSitemapHref(locale: Locale, sitemap: HtmlSitemap): string {
  return localizedPath(sitemapLocales(sitemap).includes(locale) ? locale : "en", htmlSitemapPath(sitemap));
}

/** The page a list's entry links to, in the reader's locale where that locale publishes it, else English. */
export function sitemapEntryHref(locale: Locale, sitemap: HtmlSitemap, slug: string): string {
  const shown = linkLocalesOf(sitemap).includes(locale) ? locale : "en";
  const kindPath = sitemap === "confusing-words" ? "/confusing-words" : `/${SITEMAP_WORD_KINDS[sitemap]}`;
  return localizedPath(shown, `${kindPath}/${slug}`);
}
