import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseKnownDown } from "@/lib/db/availability";
import { defaultLocale, normalizeLocale } from "@/lib/i18n";
import { loadMessages } from "@/lib/i18n/load-messages";
import { renderUnavailablePage } from "./unavailable-page";

export const dynamic = "force-dynamic";

/**
 * "Temporarily unavailable, your data is safe": what src/proxy.ts rewrites every page to while the
 * database is down (503 with Retry-After). Opened directly while we are up, it leads home.
 */
export async function GET(request: Request, context: { params: Promise<{ locale: string }> }) {
  const locale = normalizeLocale((await context.params).locale) ?? defaultLocale;
  const rewritten = request.headers.get("x-lingora-unavailable") === "1";
  if (!rewritten && !isDatabaseKnownDown()) {
    return Response.redirect(new URL(`/${locale}`, request.url), 307);
  }
  const errors = (await loadMessages(locale)).errors as Record<string, string>;
  const html = renderUnavailablePage({
    locale,
    title: errors.unavailableTitle!,
    body: errors.unavailableBody!,
    retry: errors.tryAgain!,
    home: errors.goHome!,
  });
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
    },
  });
}
