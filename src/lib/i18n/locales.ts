/** The 12 interface locales; the first path segment of every page. */
export const locales = ["en", "uk", "es", "es-419", "pt", "fr", "tr", "it", "de", "pl", "hi", "el"] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

/** Locales that publish every page (the page registry, src/server/pages.ts, uses them). */
export const primaryLocales = ["en", "uk", "es", "pt", "fr", "el"] as const satisfies readonly Locale[];

/** Locales that publish only the pages the registry lists them in (the core pages and legal texts). */
export const secondaryLocales = ["tr", "it", "de", "pl", "es-419", "hi"] as const satisfies readonly Locale[];

export const LOCALE_COOKIE = "NEXT_LOCALE";
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** In the browser: remembers the interface language, so "/" and unprefixed links open in it. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** Each locale's name in its own language, for the switcher. */
export const localeNames: Record<Locale, string> = {
  en: "English",
  uk: "Українська",
  es: "Español",
  "es-419": "Español (Latinoamérica)",
  pt: "Português",
  fr: "Français",
  tr: "Türkçe",
  it: "Italiano",
  de: "Deutsch",
  pl: "Polski",
  hi: "हिन्दी",
  el: "Ελληνικά",
};

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** Matches a path segment to a locale ignoring case ("ES-419" → "es-419"); undefined if none. */
export function normalizeLocale(segment: string | undefined): Locale | undefined {
  if (!segment) return undefined;
  const lower = segment.toLowerCase();
  return locales.find((locale) => locale === lower);
}

/** Where a missing message is looked up next: es-419 → es → en; others → en. */
export function fallbackChain(locale: Locale): Locale[] {
  if (locale === defaultLocale) return [locale];
  if (locale === "es-419") return ["es-419", "es", "en"];
  return [locale, defaultLocale];
}
