import { isLocale, type Locale } from "./locales";

/**
 * Pages are named by their path without the locale ("/" is the home page). Which locales publish
 * which page is the page registry's business (src/server/pages.ts, matched by src/lib/pages).
 */

/** "/terms/refund/" → "/terms/refund"; "" → "/". */
export function normalizePagePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

export function localizedPath(locale: Locale, pagePath: string): string {
  const page = normalizePagePath(pagePath);
  return page === "/" ? `/${locale}` : `/${locale}${page}`;
}

/**
 * A local address (a path, maybe with a query and a hash) as a page in `locale`: kept as it is when
 * it already names a locale ("/uk/profile?x=1" from a page that built its own link), else put in
 * `locale` ("/profile" → "/pl/profile"). Return addresses sent by the browser come either way.
 */
export function localizedLocalPath(locale: Locale, path: string): string {
  const first = /^\/([^/?#]+)(?:[/?#]|$)/.exec(path)?.[1];
  return first !== undefined && isLocale(first) ? path : localizedPath(locale, path);
}
