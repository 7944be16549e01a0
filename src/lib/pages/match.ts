import { defaultLocale, locales, type Locale } from "@/lib/i18n/locales";
import { localizedPath, normalizePagePath } from "@/lib/i18n/page-paths";
import type { CacheAudience, PageEntry, PagePublication, PublishedPages } from "./types";

type Segment = { kind: "static"; name: string } | { kind: "dynamic" } | { kind: "catch-all"; optional: boolean };

function parseSegment(segment: string): Segment {
  const optional = /^\[\[\.\.\.[^\]]+\]\]$/.test(segment);
  if (optional || /^\[\.\.\.[^\]]+\]$/.test(segment)) return { kind: "catch-all", optional };
  if (/^\[[^\]]+\]$/.test(segment)) return { kind: "dynamic" };
  return { kind: "static", name: segment };
}

function segmentsOf(path: string): string[] {
  return normalizePagePath(path).split("/").filter(Boolean);
}

/**
 * How specific a pattern's match is, segment by segment, as Next ranks routes: a static segment
 * beats a dynamic one, which beats a catch-all. Null when the pattern does not match the path.
 */
function matchRank(pattern: string, path: string[]): number[] | null {
  const rank: number[] = [];
  const segments = segmentsOf(pattern).map(parseSegment);
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.kind === "catch-all") {
      if (i !== segments.length - 1) return null;
      if (path.length - i < (segment.optional ? 0 : 1)) return null;
      rank.push(segment.optional ? 3 : 2);
      return rank;
    }
    const value = path[i];
    if (value === undefined) return null;
    if (segment.kind === "static" && segment.name !== value) return null;
    rank.push(segment.kind === "static" ? 0 : 1);
  }
  return path.length === segments.length ? rank : null;
}

function isMoreSpecific(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    // A shorter rank ran out of segments first: the longer one said more.
    if (a[i] === undefined) return false;
    if (b[i] === undefined) return true;
    if (a[i] !== b[i]) return a[i]! < b[i]!;
  }
  return false;
}

/** The entry that serves a path (without the locale), as Next would choose the route; undefined if none. */
export function findPage<Entry extends Pick<PageEntry, "pattern">>(pages: readonly Entry[], path: string): Entry | undefined {
  const segments = segmentsOf(path);
  let best: { entry: Entry; rank: number[] } | undefined;
  for (const entry of pages) {
    const rank = matchRank(entry.pattern, segments);
    if (rank && (!best || isMoreSpecific(rank, best.rank))) best = { entry, rank };
  }
  return best?.entry;
}

/** Private unless the matching entry declares the page public. */
export function cacheAudienceOf(pages: readonly Pick<PageEntry, "pattern" | "audience">[], path: string): CacheAudience {
  return findPage(pages, path)?.audience === "public" ? "public" : "private";
}

/** Whether a locale publishes the page; a path no entry matches is published in no locale. */
export function isPublishedIn(pages: readonly PagePublication[], locale: Locale, path: string): boolean {
  return findPage(pages, path)?.locales.includes(locale) ?? false;
}

/** Locales a page exists in, in the canonical locale order. */
export function localesForPage(pages: readonly PagePublication[], path: string): Locale[] {
  const entry = findPage(pages, path);
  return entry ? locales.filter((locale) => entry.locales.includes(locale)) : [];
}

export interface PageAlternates {
  canonical: string;
  languages: Record<string, string>;
}

/** Canonical URL and hreflang alternates (plus x-default → English) from the configured origin. */
export function buildAlternates(pages: readonly PagePublication[], origin: string, locale: Locale, path: string): PageAlternates {
  const published = localesForPage(pages, path);
  const languages: Record<string, string> = {};
  for (const candidate of published) languages[candidate] = `${origin}${localizedPath(candidate, path)}`;
  languages["x-default"] = `${origin}${localizedPath(defaultLocale, path)}`;
  const canonicalLocale = published.includes(locale) ? locale : defaultLocale;
  return { canonical: `${origin}${localizedPath(canonicalLocale, path)}`, languages };
}

/**
 * What the browser is given: the patterns grouped by the locales that publish them (a few
 * hundred bytes in each page instead of every entry with its own list of locales).
 */
export function publicationOf(pages: readonly PagePublication[]): PublishedPages {
  const groups = new Map<string, { locales: Locale[]; patterns: string[] }>();
  for (const entry of pages) {
    const key = entry.locales.join(" ");
    const group = groups.get(key) ?? { locales: [...entry.locales], patterns: [] };
    group.patterns.push(entry.pattern);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** publicationOf the other way round: one entry per pattern, ready for matching. */
export function pagesOfPublication(published: PublishedPages): PagePublication[] {
  return published.flatMap((group) => group.patterns.map((pattern) => ({ pattern, locales: group.locales })));
}
