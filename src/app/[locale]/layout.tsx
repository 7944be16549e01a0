import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { OfflineBanner } from "@/features/shell/components/offline-banner";
import { SiteFooter } from "@/features/shell/components/site-footer";
import { SiteHeader } from "@/features/shell/components/site-header";
import { UIThemeProvider } from "@/features/shell/components/ui-theme-provider";
import { brand } from "@/lib/brand";
import { getConfig } from "@/lib/config";
import { locales, normalizeLocale, type Messages } from "@/lib/i18n";

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/** Namespaces that client components read; the rest stays on the server. */
const CLIENT_NAMESPACES = ["nav", "network", "errors", "contact"] as const;

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
  const messages = (await getMessages()) as Messages;
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns] ?? {}]));
  const t = await getTranslations({ locale, namespace: "nav" });

  return (
    <html lang={locale} dir="ltr" data-ui-theme="default">
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
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
            <OfflineBanner />
          </UIThemeProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
