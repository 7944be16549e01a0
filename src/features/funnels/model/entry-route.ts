import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/page-paths";
import { HIDE_HEADER_PARAM, WEBVIEW_PARAM } from "./query-flags";

/** What a spec route that runs a funnel passes on to it: the screen to open and the two flags. */
const KEPT_PARAMS = ["screen", WEBVIEW_PARAM, HIDE_HEADER_PARAM] as const;

/**
 * Where a spec route that runs a funnel (/lessons-onboarding, /tutoring/short-onboarding,
 * /purchase-onboarding without a plan) sends the visitor: the funnel's page in their locale, with
 * `screen`, `webview` and `hideHeader` as they were (a repeated parameter is dropped, as the
 * funnel page would ignore it).
 */
export function funnelEntryHref(locale: Locale, slug: string, params: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = params[name];
    if (typeof value === "string") query.set(name, value);
  }
  const search = query.toString();
  return `${localizedPath(locale, `/funnel/${slug}`)}${search ? `?${search}` : ""}`;
}
