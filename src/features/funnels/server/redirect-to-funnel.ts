import "server-only";
import { defaultLocale, normalizeLocale } from "@/lib/i18n";
import { onboardingFunnelHref, type OnboardingRoute } from "../model/onboarding-routes";

/**
 * The GET handler of one of the spec's onboarding routes (decision record 0036): a 307 to its
 * funnel's page, keeping `screen`, `webview` and `hideHeader`. A relative Location: the browser
 * resolves it against the address it asked for, whatever host the server sees.
 */
export function redirectToFunnel(route: OnboardingRoute) {
  return async function GET(request: Request, context: { params: Promise<{ locale: string }> }): Promise<Response> {
    const locale = normalizeLocale((await context.params).locale) ?? defaultLocale;
    const location = onboardingFunnelHref(locale, route, new URL(request.url).searchParams);
    return new Response(null, { status: 307, headers: { Location: location, "Cache-Control": "private, no-store" } });
  };
}
