import type { Metadata } from "next";
import { getConfig } from "@/lib/config";
import { buildAlternates, type Locale } from "@/lib/i18n";

/** Canonical URL, hreflang alternates and Open Graph fields for one page in one locale. */
export function pageMetadata(input: { locale: Locale; pagePath: string; title?: string; description?: string }): Metadata {
  const origin = getConfig().PUBLIC_ORIGIN;
  const { canonical, languages } = buildAlternates(origin, input.locale, input.pagePath);
  return {
    ...(input.title ? { title: input.title } : {}),
    ...(input.description ? { description: input.description } : {}),
    alternates: { canonical, languages },
    openGraph: {
      url: canonical,
      ...(input.title ? { title: input.title } : {}),
      ...(input.description ? { description: input.description } : {}),
    },
  };
}
