import type { Locale } from "@/lib/i18n/locales";

/**
 * Who may keep a copy of a page's response. "public": shared caches may store it (the spec's
 * public page header); "private": never stored by a shared cache. Private is the default: an entry
 * without `audience`, and a path no entry matches, are private.
 */
export type CacheAudience = "public" | "private";

/** A message key with its namespace, as in the catalogues: "contact.title". */
export type MessageKey = `${string}.${string}`;

/** What a page's <title>, description and robots come from (read by src/server/page-metadata.ts). */
export interface PageMetadataKeys {
  /** Absent: the page has no title of its own (the brand name), or the page gives it (a document's name). */
  title?: MessageKey;
  description: MessageKey;
  /** false: `robots: { index: false }` (pages about the signed-in person, one-time links). */
  index?: false;
}

export interface PageEntry {
  /**
   * The path without the locale, in the syntax of the route folders under src/app/[locale]
   * (route groups dropped): "/", "/terms/[document]", "/how-to-pronounce/[word]", "/[...rest]".
   */
  pattern: string;
  /** Only "public" needs saying: the default is private. */
  audience?: "public";
  /** The locales that publish the page; in any other locale it redirects to English. */
  locales: readonly Locale[];
  metadata?: PageMetadataKeys;
  /** Whether the page belongs in the sitemaps (issue 15 builds them). */
  sitemap: boolean;
}

/** What matching needs of an entry. */
export type PagePublication = Pick<PageEntry, "pattern" | "locales">;

/** The browser's copy of the registry: patterns grouped by the locales that publish them (see publicationOf). */
export type PublishedPages = readonly { locales: readonly Locale[]; patterns: readonly string[] }[];

export type PageRegistry<Entry extends PagePublication = PageEntry> = readonly Entry[];
