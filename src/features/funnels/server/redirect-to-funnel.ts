import "server-only";
import { redirect } from "next/navigation";
import { defaultLocale, normalizeLocale } from "@/lib/i18n";
import { onboardingFunnelHref, type OnboardingRoute } from "../model/onboarding-routes";

/**
 * One of the spec's onboarding routes (decision record 0036): a 307 to its funnel's page, keeping
 * `screen`, `webview` and `hideHeader` (the first value of a repeated one). The route's page calls
 * it; nothing of the page renders.
 */
export function redirectToFunnel(route: OnboardingRoute, locale: string, query: Record<string, string | string[] | undefined>): never {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  redirect(onboardingFunnelHref(normalizeLocale(locale) ?? defaultLocale, route, params));
}
