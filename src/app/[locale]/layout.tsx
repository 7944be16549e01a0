import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { SessionBootstrap } from "@/features/auth/client/session-bootstrap";
import { OfflineBanner } from "@/features/shell/components/offline-banner";
import { ShellStringsProvider } from "@/features/shell/components/shell-strings";
import { SiteFooter } from "@/features/shell/components/site-footer";
import { SiteHeader } from "@/features/shell/components/site-header";
import { UIThemeProvider } from "@/features/shell/components/ui-theme-provider";
import { brand } from "@/lib/brand";
import { getConfig } from "@/lib/config";
import { locales, normalizeLocale } from "@/lib/i18n";

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

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = normalizeLocale((await params).locale);
  if (!locale) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "nav" });
  const errors = await getTranslations({ locale, namespace: "errors" });
  const network = await getTranslations({ locale, namespace: "network" });
  const shellStrings = {
    locale,
    errors: {
      somethingWentWrong: errors("somethingWentWrong"),
      errorHelp: errors("errorHelp"),
      tryAgain: errors("tryAgain"),
      goHome: errors("goHome"),
    },
  };

  return (
    <html lang={locale} dir="ltr" data-ui-theme="default" data-auth-server={getConfig().AUTH_EMULATOR_URL}>
      <body className="flex min-h-screen flex-col">
        <ShellStringsProvider value={shellStrings}>
          <UIThemeProvider>
            <a
              href="#main"
              className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
            >
              {t("skipToContent")}
            </a>
            <SiteHeader locale={locale} />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter locale={locale} />
            <OfflineBanner message={network("offline")} />
            <SessionBootstrap />
          </UIThemeProvider>
        </ShellStringsProvider>
      </body>
    </html>
  );
}
