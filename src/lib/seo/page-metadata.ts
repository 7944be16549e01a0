import type { Metadata } from "next";
import { brand } from "@/lib/brand";
import { getConfig } from "@/lib/config";
import { buildAlternates, type Locale } from "@/lib/i18n";

/** Canonical URL, hreflang alternates and Open Graph fields for one page in one locale. */
export function pageMetadata(input: { locale: Locale; pagePath: string; title?: string; description: string }): Metadata {
  const origin = getConfig().PUBLIC_ORIGIN;
  const { canonical, languages } = buildAlternates(origin, input.locale, input.pagePath);
  const title = input.title ? `${input.title} · ${brand.name}` : brand.name;
  return {
    ...(input.title ? { title: input.title } : {}),
    description: input.description,
    alternates: { canonical, languages },
    // Page metadata replaces the layout's openGraph object as a whole, so it is complete here.
    openGraph: {
      type: "website",
      siteName: brand.name,
      locale: input.locale.replace("-", "_"),
      url: canonical,
      title,
      description: input.description,
    },
  };
}
