import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { AccountMenu } from "@/features/auth/components/account-menu";
import { SessionBootstrap } from "@/features/auth/client/session-bootstrap";
import { GrowthProvider } from "@/features/growth/client/growth-provider";
import { FlagEffects } from "@/features/growth/components/flag-effects";
import { ProfileStateProvider } from "@/features/profile/client";
import { consentStringKeys } from "@/features/growth/model/consent-strings";
import { getPublicFlags } from "@/features/growth/server";
import { OfflineBanner } from "@/features/shell/components/offline-banner";
import { ShellStringsProvider } from "@/features/shell/components/shell-strings";
import { SiteFooter } from "@/features/shell/components/site-footer";
import { SiteHeader } from "@/features/shell/components/site-header";
import { UIThemeProvider } from "@/features/shell/components/ui-theme-provider";
import { brand } from "@/lib/brand";
import { getConfig } from "@/lib/config";
import { locales, normalizeLocale } from "@/lib/i18n";
import { publicationOf } from "@/lib/pages";
import { PagesProvider } from "@/lib/pages/pages-context";
import { pages } from "@/server/pages";

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
  const errors = await getTranslations({ locale, namespace: "errors" });
  const network = await getTranslations({ locale, namespace: "network" });
  const consent = await getTranslations({ locale, namespace: "consent" });
  const config = getConfig();
  const flags = await getPublicFlags();
  // Which locale publishes which page, for the browser's locale switches (patterns and locales only).
  const publishedPages = publicationOf(pages);
  const growthSettings = {
    locale,
    clientKey: config.GROWTHBOOK_CLIENT_KEY,
    analyticsApiKey: config.ANALYTICS_API_KEY,
    consentStrings: Object.fromEntries(consentStringKeys.map((key) => [key, consent(key)])) as Record<
      (typeof consentStringKeys)[number],
      string
    >,
  };
  const shellStrings = {
    locale,
    errors: {
      somethingWentWrong: errors("somethingWentWrong"),
      errorHelp: errors("errorHelp"),
      tryAgain: errors("tryAgain"),
      goHome: errors("goHome"),
      unavailableTitle: errors("unavailableTitle"),
      unavailableBody: errors("unavailableBody"),
    },
  };

  return (
    <html
      lang={locale}
      dir="ltr"
      data-ui-theme={flags.values.new_year_ui ? "new-year" : "default"}
      data-sticky-header={String(flags.values.sticky_header)}
      data-auth-server={config.AUTH_EMULATOR_URL}
    >
      <body className="flex min-h-screen flex-col">
        <ShellStringsProvider value={shellStrings}>
          <UIThemeProvider
            initial={{ specialUITheme: flags.values.new_year_ui ? "new-year" : "default", dyslexic: false, isDyslexicModeAllowed: true }}
          >
            <GrowthProvider
              settings={growthSettings}
              payload={flags.payload}
              attributes={flags.attributes}
              values={flags.values}
              offerMarketing={flags.values.marketing_consent}
            >
              <PagesProvider published={publishedPages}>
                <ProfileStateProvider>
                  <FlagEffects />
                  <a
                    href="#main"
                    className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
                  >
                    {t("skipToContent")}
                  </a>
                  <SiteHeader locale={locale} account={<AccountMenu locale={locale} />} />
                  <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
                    {children}
                  </main>
                  <SiteFooter locale={locale} />
                  <OfflineBanner message={network("offline")} />
                  <SessionBootstrap />
                </ProfileStateProvider>
              </PagesProvider>
            </GrowthProvider>
          </UIThemeProvider>
        </ShellStringsProvider>
      </body>
    </html>
  );
}
