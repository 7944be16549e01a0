import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n";
import { alphabetSearch, LINKS_PER_PAGE, letterLabel, pageCount, pageOf, readAlphabetQuery, type LetterKey } from "../model/alphabet-pages";
import { SITEMAP_KEYS, type HtmlSitemap } from "../model/html-sitemaps";
import { listSitemapLetters } from "./list-words-by-letter";

/** An HTML sitemap's query: `?letter=b&page=2` (Next gives a repeated parameter as an array). */
export type SitemapQuery = { letter?: string | string[]; page?: string | string[] };

export interface SitemapEntry {
  slug: string;
  label: string;
}

/** How many of a letter's first entries the overview shows under it. */
const PREVIEW = 8;

export type HtmlSitemapView =
  | {
      kind: "overview";
      total: number;
      letters: Array<{ letter: LetterKey; count: number; preview: SitemapEntry[] }>;
      available: readonly LetterKey[];
    }
  | {
      kind: "letter";
      letter: LetterKey;
      page: number;
      pages: number;
      from: number;
      to: number;
      total: number;
      entries: SitemapEntry[];
      available: readonly LetterKey[];
    };

/** What a sitemap page shows for its query; undefined for a query that names no page (the page answers 404). */
export async function readHtmlSitemap(sitemap: HtmlSitemap, query: SitemapQuery): Promise<HtmlSitemapView | undefined> {
  const { groups, total, labelOf } = await listSitemapLetters(sitemap);
  const entry = (slug: string): SitemapEntry => ({ slug, label: labelOf(slug) });
  const available = [...groups.keys()];
  const read = readAlphabetQuery(query, (letter) => (groups.has(letter) ? pageCount(groups.get(letter)!.length) : 0));
  if (read.kind === "not-found") return undefined;
  if (read.kind === "overview") {
    const letters = [...groups].map(([letter, words]) => ({ letter, count: words.length, preview: words.slice(0, PREVIEW).map(entry) }));
    return { kind: "overview", total, letters, available };
  }
  const slice = pageOf(groups.get(read.letter)!, read.page, LINKS_PER_PAGE);
  return {
    kind: "letter",
    letter: read.letter,
    page: read.page,
    pages: slice.pages,
    from: slice.from,
    to: slice.to,
    total: slice.total,
    entries: slice.items.map(entry),
    available,
  };
}

/** A sitemap page's title, description and query for its metadata: unique per list, letter, page and locale. */
export async function describeHtmlSitemap(
  sitemap: HtmlSitemap,
  locale: Locale,
  view: HtmlSitemapView,
): Promise<{ title: string; heading: string; description: string; search?: string }> {
  const t = await getTranslations({ locale, namespace: `htmlSitemaps.${SITEMAP_KEYS[sitemap]}` });
  if (view.kind === "overview") return { title: t("title"), heading: t("title"), description: t("description") };
  const letter = letterLabel(view.letter);
  const heading = view.page === 1 ? t("letterTitle", { letter }) : t("letterPageTitle", { letter, page: view.page });
  const first = view.entries[0]?.label ?? "";
  const last = view.entries.at(-1)?.label ?? "";
  return {
    title: heading,
    heading,
    description: t("letterDescription", { letter, from: first, to: last }),
    search: alphabetSearch(view.letter, view.page),
  };
}
