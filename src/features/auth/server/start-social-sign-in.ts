import "server-only";
import { NextResponse } from "next/server";
import { getConfig } from "@/lib/config";
import { logger } from "@/lib/logger";
import { PRIVATE_CACHE_CONTROL } from "@/lib/http/cache-control";
import { afterSignInPath } from "../model/landing";
import { defaultLocale, normalizeLocale } from "@/lib/i18n";
import { handleIdentityRequest } from "./handle-identity-request";
import { enabledSocialProviders } from "./social-providers";
import { withoutStaleSessionCookie } from "./stale-session-cookie";

/** How each provider is told to authenticate the person again (OpenID Connect: prompt=login, max_age=0). */
const REAUTH_PARAMS: Record<string, Record<string, string>> = {
  google: { prompt: "select_account", max_age: "0" },
  facebook: { auth_type: "reauthenticate" },
  default: { prompt: "login", max_age: "0" },
};

/**
 * GET /api/auth/social?provider=…&locale=…&mode=popup|redirect&next=/…
 * Starts a social sign-in and sends the browser (the popup, or the page in web-view mode) to the
 * provider. The provider comes back to /{locale}/auth/popup-complete, which reports the result.
 */
export async function startSocialSignIn(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const provider = url.searchParams.get("provider") ?? "";
  const locale = normalizeLocale(url.searchParams.get("locale") ?? undefined) ?? defaultLocale;
  const mode = url.searchParams.get("mode") === "redirect" ? "redirect" : "popup";
  const next = url.searchParams.get("next") ?? "";
  const safeNext = afterSignInPath(next, locale);
  const complete = `/${locale}/auth/popup-complete?mode=${mode}&next=${encodeURIComponent(safeNext)}`;
  const origin = getConfig().PUBLIC_ORIGIN;

  if (!enabledSocialProviders(getConfig()).some((candidate) => candidate.id === provider)) {
    return NextResponse.redirect(new URL(`${complete}&error=auth-domain-config-required`, origin), {
      headers: { "Cache-Control": PRIVATE_CACHE_CONTROL },
    });
  }

  const headers = new Headers((await withoutStaleSessionCookie(request)).headers);
  headers.set("content-type", "application/json");
  headers.set("origin", origin);
  const started = await handleIdentityRequest(
    new Request(new URL("/api/identity/sign-in/social", origin), {
      method: "POST",
      headers,
      body: JSON.stringify({ provider, callbackURL: complete, errorCallbackURL: complete, disableRedirect: true }),
    }),
  );
  const body = (await started.json().catch(() => null)) as { url?: string } | null;
  if (!started.ok || !body?.url) {
    logger.warn({ status: started.status, code: (body as { code?: string } | null)?.code, provider }, "social sign-in could not start");
    const error = started.status === 429 ? "too-many-requests" : "internal-error";
    return NextResponse.redirect(new URL(`${complete}&error=${error}`, origin), { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
  }
  const target = new URL(body.url);
  // Re-authentication: the provider must ask again, not reuse its own session.
  if (url.searchParams.get("reauth") === "true") {
    for (const [key, value] of Object.entries(REAUTH_PARAMS[provider] ?? REAUTH_PARAMS.default!)) target.searchParams.set(key, value);
  }
  const response = NextResponse.redirect(target, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
  for (const cookie of started.headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
}
