import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { AccountMenu } from "@/features/auth/components/account-menu";
import { HeaderGoal } from "@/features/courses/components/header-goal/header-goal";
import { getPublicFlags } from "@/features/growth/server";
import { OfflineBanner } from "@/features/shell/components/offline-banner";
import { SiteFooter } from "@/features/shell/components/site-footer";
import { SiteHeader } from "@/features/shell/components/site-header";
import { brand } from "@/lib/brand";
import { getConfig } from "@/lib/config";
import { locales, normalizeLocale } from "@/lib/i18n";
import { AppProviders } from "@/server/providers";

/**
 * Pages are prerendered and regenerated at most every 60 s, so flag changes reach
 * them like GrowthBook's own cache: stale after 60 s. An admin change regenerates them at once.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  const t = await getTranslations({ locale, namespace: "meta" });
  return {
    metadataBase: new URL(getConfig().PUBLIC_ORIGIN),
    title: { default: brand.name, template: `%s · ${brand.name}` },
    description: t("description"),
    applicationName: brand.name,
    openGraph: {
      type: "website",
      siteName: brand.name,
      title: brand.name,
      description: t("description"),
      locale: locale.replace("-", "_"),
    },
    twitter: { card: "summary", title: brand.name, description: t("description") },
    icons: { icon: "/icon.svg" },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: brand.colors.primary,
};

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = normalizeLocale((await params).locale);
  if (!locale) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "nav" });
  const network = await getTranslations({ locale, namespace: "network" });
  const config = getConfig();
  const flags = await getPublicFlags();

  return (
    // The header's inline script marks <html> for the product links before React hydrates (decision record 0027).
    <html
      suppressHydrationWarning
      lang={locale}
      dir="ltr"
      data-ui-theme={flags.values.new_year_ui ? "new-year" : "default"}
      data-sticky-header={String(flags.values.sticky_header)}
      data-auth-server={config.AUTH_EMULATOR_URL}
    >
      <body className="flex min-h-screen flex-col">
        <AppProviders locale={locale} flags={flags}>
          <a
            href="#main"
            className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            {t("skipToContent")}
          </a>
          <SiteHeader locale={locale} account={<AccountMenu locale={locale} />} goal={<HeaderGoal locale={locale} />} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter locale={locale} />
          <OfflineBanner message={network("offline")} />
        </AppProviders>
      </body>
    </html>
  );
}
