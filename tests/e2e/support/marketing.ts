import { readFileSync } from "node:fs";
import path from "node:path";
import type { MarketingCopy } from "../../../src/features/marketing";
import { marketingPages } from "../../../src/features/marketing";
import type { Locale } from "../../../src/lib/i18n";

type ContentFile = { cta: string; secondaryCta?: string; locales: Partial<Record<Locale, MarketingCopy>> };

/** A marketing page's content file (content/marketing/<slug>.json), as written: assertions follow the copy. */
export function marketingContent(slug: string): ContentFile {
  return JSON.parse(readFileSync(path.join(process.cwd(), "content", "marketing", `${slug}.json`), "utf8")) as ContentFile;
}

/** The copy a locale shows (English where the locale does not publish the page). */
export function marketingCopy(slug: string, locale: Locale): MarketingCopy {
  const { locales } = marketingContent(slug);
  const copy = locales[locale] ?? locales.en;
  if (!copy) throw new Error(`content/marketing/${slug}.json has no English copy`);
  return copy;
}

export function marketingPageAt(pattern: string) {
  return marketingPages.find((page) => page.path === pattern);
}
