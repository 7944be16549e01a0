import { primaryLocales, type Locale } from "@/lib/i18n/locales";

/**
 * The marketing pages (issue 15, item 3; decision record 0041): where each lives and which locales
 * publish it. Pure data: the page registry (src/server/pages.ts), the header and footer links and the
 * content's schema test read it. Each page's copy is `content/marketing/<slug>.json`, with exactly
 * these locales. Primary locales publish every page; a secondary locale publishes a page only once
 * its copy is written and read back in that language (elsewhere the page redirects to English).
 */
export interface MarketingPageInfo {
  slug: string;
  /** The path without the locale. */
  path: string;
  locales: readonly Locale[];
}

const page = (slug: string, path: string, secondary: readonly Locale[] = []): MarketingPageInfo => ({
  slug,
  path,
  locales: [...primaryLocales, ...secondary],
});

export const marketingPages = [
  page("learn-english-online", "/learn-english-online", ["tr", "it", "de", "pl", "es-419", "hi"]),
  page("language-learning-app", "/language-learning-app", ["tr", "it", "de", "pl", "es-419", "hi"]),
  page("online-english-classes", "/online-english-classes", ["tr", "it", "de", "pl", "es-419", "hi"]),
  page("who-we-are", "/who-we-are", ["tr", "it", "de", "pl", "es-419", "hi"]),
  page("our-editorial-process", "/our-editorial-process", ["tr", "it", "de", "pl", "es-419", "hi"]),
  page("online-language-course", "/course/online-language-course", ["tr", "it", "de", "pl", "es-419", "hi"]),
  page("online-english-tutors", "/online-english-tutors", ["tr", "it", "de", "pl", "es-419", "hi"]),
  page("english-tutors", "/english-tutors", ["tr", "it", "de", "pl", "es-419", "hi"]),
  page("group-lessons", "/group-lessons", ["tr", "it", "de", "pl", "es-419", "hi"]),
  page("conversation-club", "/conversation-club", ["tr", "it", "de", "pl", "es-419", "hi"]),
  page("business-english-online-courses", "/page/business-english-online-courses", ["tr", "it", "de", "pl", "es-419", "hi"]),
  page("lingora-for-business", "/page/lingora-for-business", ["tr", "it", "de", "pl", "es-419", "hi"]),
] as const satisfies readonly MarketingPageInfo[];

export type MarketingSlug = (typeof marketingPages)[number]["slug"];

export function findMarketingPage(slug: string): MarketingPageInfo | undefined {
  return marketingPages.find((candidate) => candidate.slug === slug);
}

/** Where a link to a marketing page leads from a page in `locale`: the page in that locale, or in English where it is not published. */
export function marketingPageHref(locale: Locale, info: MarketingPageInfo): string {
  const published = info.locales.includes(locale) ? locale : "en";
  return `/${published}${info.path}`;
}
