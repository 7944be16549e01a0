import { localizedPath, type Locale } from "@/lib/i18n";
import { HIDE_HEADER_PARAM, WEBVIEW_PARAM } from "./query-flags";

/**
 * The spec's onboarding routes (section 2, "App") and the funnel each one opens (decision record
 * 0036). Each route answers with a 307 to `/{locale}/funnel/<slug>`: one engine, one funnel page.
 */
export const ONBOARDING_ROUTES = {
  "/courses-onboarding": "courses-onboarding",
  "/my-plan/start-onboarding": "my-plan-start-onboarding",
  "/for-you/start-onboarding": "for-you-start-onboarding",
  "/lessons-onboarding": "lessons-onboarding",
  "/tutoring/short-onboarding": "tutoring-short-onboarding",
  // Without `plan`: with one, /purchase-onboarding is billing's page before checkout.
  "/purchase-onboarding": "purchase-onboarding",
} as const;
export type OnboardingRoute = keyof typeof ONBOARDING_ROUTES;

/** The query parameters a funnel page reads, kept on the way to it (`screen` as the engine names it, the two flags as they are). */
export const KEPT_FUNNEL_PARAMS = ["screen", WEBVIEW_PARAM, HIDE_HEADER_PARAM] as const;

/** Where an onboarding route sends: its funnel's page in the locale, with the first value of each kept parameter. */
export function onboardingFunnelHref(locale: Locale, route: OnboardingRoute, query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of KEPT_FUNNEL_PARAMS) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return `${localizedPath(locale, `/funnel/${ONBOARDING_ROUTES[route]}`)}${search ? `?${search}` : ""}`;
}
