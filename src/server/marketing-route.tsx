import "server-only";
import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { MarketingSlug } from "@/features/marketing";
import { loadMarketingPage, MarketingPage } from "@/features/marketing/server";
import { normalizeLocale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { pages } from "./pages";

type Props = { params: Promise<{ locale: string }> };

/**
 * A marketing page's route (decision record 0041): its metadata (title and description from its
 * copy, canonical and alternates from the registry) and the page. A route file is three lines:
 * `const route = marketingRoute("learn-english-online"); export const generateMetadata = …; export default route.Page;`
 */
export function marketingRoute(slug: MarketingSlug) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const locale = normalizeLocale((await params).locale) ?? "en";
      const page = loadMarketingPage(slug, locale);
      return pageMetadata({ pages, locale, pagePath: page.path, title: page.copy.title, description: page.copy.description });
    },
    async Page({ params }: Props) {
      const locale = normalizeLocale((await params).locale) ?? "en";
      setRequestLocale(locale);
      return <MarketingPage locale={locale} page={loadMarketingPage(slug, locale)} />;
    },
  };
}
