import type { Locale } from "./locales";

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
