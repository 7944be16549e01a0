import "server-only";
import { groupByLetter, type LetterKey } from "../model/alphabet-pages";
import { SITEMAP_WORD_KINDS, type HtmlSitemap } from "../model/html-sitemaps";
import type { WordPageKind } from "../model/word-kinds";
import { once } from "./data-files";
import { listConfusingPairSlugs } from "./list-confusing-pair-slugs";
import { listWords } from "./list-words";

type LetterGroups = ReadonlyMap<LetterKey, readonly string[]>;

const byKind = new Map<WordPageKind, () => Promise<LetterGroups>>();

/**
 * The words that have a page of one kind, grouped by first letter (a–z, then digits), each group
 * sorted: computed once per process and kind from `listWords`, then read by reference.
 */
export function listWordsByLetter(kind: WordPageKind): Promise<LetterGroups> {
  let groups = byKind.get(kind);
  if (!groups) {
    groups = once(async () => {
      const { total } = await listWords(kind, 1, 1);
      return groupByLetter((await listWords(kind, 1, Math.max(1, total))).words);
    });
    byKind.set(kind, groups);
  }
  return groups();
}

/** The words of one letter (none for a letter without words). */
export async function listWordsOfLetter(kind: WordPageKind, letter: LetterKey): Promise<readonly string[]> {
  return (await listWordsByLetter(kind)).get(letter) ?? [];
}

export interface SitemapLetters {
  /** The slugs of each letter that has any, sorted. */
  groups: LetterGroups;
  total: number;
  /** An entry's link text: the word itself, or a pair as "affect vs effect". */
  labelOf: (slug: string) => string;
}

const confusingLetters = once(async (): Promise<SitemapLetters> => {
  const pairs = await listConfusingPairSlugs();
  const labels = new Map(pairs.map((pair) => [pair.slug, `${pair.words[0]} vs ${pair.words[1]}`]));
  return { groups: groupByLetter(pairs.map((pair) => pair.slug)), total: pairs.length, labelOf: (slug) => labels.get(slug) ?? slug };
});

/** What an HTML sitemap lists, by letter. */
export async function listSitemapLetters(sitemap: HtmlSitemap): Promise<SitemapLetters> {
  if (sitemap === "confusing-words") return confusingLetters();
  const groups = await listWordsByLetter(SITEMAP_WORD_KINDS[sitemap]);
  let total = 0;
  for (const words of groups.values()) total += words.length;
  return { groups, total, labelOf: (slug) => slug };
}
