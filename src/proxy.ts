import { NextResponse, type NextRequest } from "next/server";
import { selectCacheControl } from "@/lib/http/cache-control";
import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, negotiateLocale, normalizeLocale, type Locale } from "@/lib/i18n";
import { REQUEST_ID_HEADER, logger } from "@/lib/logger";
import { getConfig } from "@/lib/config";
import { isDatabaseKnownDown } from "@/lib/db/availability";
import { cacheAudienceOf, isPublishedIn } from "@/lib/pages";
import { canonicalGuidePath, canonicalWordPagePath, WORD_PAGE_KINDS } from "@/features/words";
import { pages } from "@/server/pages";

/** The request header next-intl reads the locale from when setRequestLocale has not run yet. */
const NEXT_INTL_LOCALE_HEADER = "X-NEXT-INTL-LOCALE";
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

function redirect(request: NextRequest, pathname: string, status: 307 | 308, requestId: string) {
  // A plain URL, not a clone of nextUrl: that one re-adds the trailing slash the request came with.
  const url = new URL(request.url);
  url.pathname = pathname;
  const response = NextResponse.redirect(url, status);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("Vary", "Cookie, Accept-Language");
  return response;
}

/**
 * Where a page path (without its locale) is answered in a locale: the canonical spelling of a word
 * page's or guide's slug ("Hello" → "hello"; decision records 0039, 0042), in that locale when it
 * publishes the page, else in English (English publishes every page), which is a temporary move.
 */
function canonicalTarget(locale: Locale, restPath: string): { path: string; temporary: boolean } {
  const canonicalRest = canonicalWordPagePath(restPath, WORD_PAGE_KINDS) ?? canonicalGuidePath(restPath) ?? restPath;
  const published = locale === defaultLocale || isPublishedIn(pages, locale, canonicalRest || "/");
  return { path: `/${published ? locale : defaultLocale}${canonicalRest}`, temporary: !published };
}

export function proxy(request: NextRequest) {
  const incomingId = request.headers.get(REQUEST_ID_HEADER);
  const requestId = incomingId && REQUEST_ID_PATTERN.test(incomingId) ? incomingId : crypto.randomUUID();
  const { pathname } = request.nextUrl;
  // Every rewrite of a path is composed into one redirect, straight to the canonical URL: the trailing
  // slash, the locale's case, the locale that does not publish the page, a word's or guide's variant
  // spelling ("/EN/how-to-pronounce/Read/" → "/en/how-to-pronounce/read", not three hops).
  const trimmed = pathname.replace(/\/+$/, "") || "/";
  const [, firstSegment = "", ...rest] = trimmed.split("/");
  const restPath = rest.length ? `/${rest.join("/")}` : "";
  const locale = normalizeLocale(firstSegment);

  if (getConfig().LOG_LEVEL === "debug" || getConfig().LOG_LEVEL === "trace") {
    logger.debug({ reqId: requestId, method: request.method, path: pathname }, "request");
  }

  if (!locale) {
    // "/" and unprefixed paths: the cookie, then Accept-Language, then English; remember the choice.
    const chosen = negotiateLocale({
      cookie: request.cookies.get(LOCALE_COOKIE)?.value,
      acceptLanguage: request.headers.get("accept-language"),
    });
    const response = redirect(request, canonicalTarget(chosen, trimmed === "/" ? "" : trimmed).path, 307, requestId);
    response.cookies.set(LOCALE_COOKIE, chosen, {
      path: "/",
      maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
      sameSite: "lax",
    });
    return response;
  }

  // A word page's variant spelling ("Hello", "ice%20cream", "caf%C3%A9") gets its one redirect here,
  // before the page renders (a redirect from a page kept for revalidation repeats its Location); a
  // page its locale does not publish is read in English (307: the locale may publish it later).
  const target = canonicalTarget(locale, restPath);
  if (target.path !== pathname) return redirect(request, target.path, target.temporary ? 307 : 308, requestId);

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(REQUEST_ID_HEADER, requestId);
  // next-intl's fallback when a component reads the locale before the layout has set it (the
  // not-found boundary can render first when a page calls notFound()): the path's locale, never
  // whatever the client sent in this header.
  requestHeaders.set(NEXT_INTL_LOCALE_HEADER, locale);
  if (isDatabaseKnownDown() && (request.method === "GET" || request.method === "HEAD")) {
    // While PostgreSQL is down: the translated "temporarily unavailable" page, 503 with Retry-After.
    requestHeaders.set("x-lingora-unavailable", "1");
    const unavailable = NextResponse.rewrite(new URL(`/${locale}/unavailable`, request.url), { request: { headers: requestHeaders } });
    unavailable.headers.set(REQUEST_ID_HEADER, requestId);
    return unavailable;
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set(REQUEST_ID_HEADER, requestId);
  // Private unless the page registry declares the page public (an unknown path is private too).
  const audience = cacheAudienceOf(pages, restPath || "/") === "public" ? "public" : "personal";
  response.headers.set("Cache-Control", selectCacheControl({ audience, status: 200, method: request.method }));
  return response;
}

export const config = {
  // Pages only: the product API, route handlers, framework assets and files keep their own headers.
  matcher: ["/((?!(?:v1|api|healthz|readyz|dev|_next|_vercel)(?:/|$)|.*\\..*).*)"],
};
