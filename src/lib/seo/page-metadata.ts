import type { Metadata } from "next";
import { brand } from "@/lib/brand";
import { getConfig } from "@/lib/config";
import type { Locale } from "@/lib/i18n";
import { buildAlternates, type PagePublication } from "@/lib/pages";

/** Canonical URL, hreflang alternates (the locales `pages` says publish the page) and Open Graph fields for one page in one locale. */
export function pageMetadata(input: {
  pages: readonly PagePublication[];
  locale: Locale;
  pagePath: string;
  title?: string;
  description: string;
  /** A query that names a distinct page of the same path ("?letter=b&page=2"), kept in the canonical and alternate URLs. */
  search?: string;
}): Metadata {
  const origin = getConfig().PUBLIC_ORIGIN;
  const alternates = buildAlternates(input.pages, origin, input.locale, input.pagePath);
  const search = input.search ?? "";
  const canonical = `${alternates.canonical}${search}`;
  const languages = Object.fromEntries(Object.entries(alternates.languages).map(([locale, url]) => [locale, `${url}${search}`]));
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
    // The layout's generic card would otherwise win where X reads twitter:* before og:*.
    twitter: { card: "summary", title, description: input.description },
  };
}
