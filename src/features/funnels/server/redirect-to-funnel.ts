import "server-only";
import { redirect } from "next/navigation";
import type { Locale } from "@/lib/i18n";
import { funnelEntryHref } from "../model/entry-route";

/**
 * A spec route that runs a funnel: a temporary (307) redirect to the funnel's page, keeping
 * `screen`, `webview` and `hideHeader` (model/entry-route.ts).
 */
export function redirectToFunnel(locale: Locale, slug: string, params: Record<string, string | string[] | undefined>): never {
  redirect(funnelEntryHref(locale, slug, params));
}
