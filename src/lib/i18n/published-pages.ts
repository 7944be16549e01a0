import { defaultLocale, isSecondaryLocale, locales, type Locale, type secondaryLocales } from "./locales";

type SecondaryLocale = (typeof secondaryLocales)[number];

/**
 * Pages are named by their path without the locale ("/" is the home page).
 * Primary locales publish every page; each secondary locale publishes only its own list.
 * A page outside a secondary locale's list redirects to English and is left out of alternates.
 * Legal pages (/terms and /terms/*) are published in every locale: the interface stays in the
 * reader's language, and a document without a translation shows the English text with a notice.
 */
const secondaryCore: readonly string[] = [
  "/",
  "/contact-us",
  "/sign-in",
  "/sign-up",
  "/profile",
  "/profile/settings",
  "/profile/settings/personal-info",
  "/profile/settings/terms",
  "/profile/settings/password",
  "/profile/settings/email",
  "/profile/settings/phone",
  "/profile/settings/linked-accounts",
  "/complete-sign-up",
  "/autologin",
  "/already-used-link",
  "/auth/action",
];

export const publishedPages: Record<SecondaryLocale, readonly string[]> = {
  tr: secondaryCore,
  it: secondaryCore,
  de: secondaryCore,
  pl: secondaryCore,
  "es-419": secondaryCore,
  hi: secondaryCore,
};

const LEGAL_PAGE = /^\/terms(\/|$)/;

/** "/terms/refund/" → "/terms/refund"; "" → "/". */
export function normalizePagePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

export function isPublishedIn(locale: Locale, pagePath: string): boolean {
  const page = normalizePagePath(pagePath);
  if (!isSecondaryLocale(locale) || LEGAL_PAGE.test(page)) return true;
  return publishedPages[locale as keyof typeof publishedPages].includes(page);
}

/** Locales a page exists in, in the canonical locale order. */
export function localesForPage(pagePath: string): Locale[] {
  return locales.filter((locale) => isPublishedIn(locale, pagePath));
}

export function localizedPath(locale: Locale, pagePath: string): string {
  const page = normalizePagePath(pagePath);
  return page === "/" ? `/${locale}` : `/${locale}${page}`;
}

export interface PageAlternates {
  canonical: string;
  languages: Record<string, string>;
}

/** Canonical URL and hreflang alternates (plus x-default → English) from the configured origin. */
export function buildAlternates(origin: string, locale: Locale, pagePath: string): PageAlternates {
  const languages: Record<string, string> = {};
  for (const candidate of localesForPage(pagePath)) {
    languages[candidate] = `${origin}${localizedPath(candidate, pagePath)}`;
  }
  languages["x-default"] = `${origin}${localizedPath(defaultLocale, pagePath)}`;
  const canonicalLocale = isPublishedIn(locale, pagePath) ? locale : defaultLocale;
  return { canonical: `${origin}${localizedPath(canonicalLocale, pagePath)}`, languages };
}
