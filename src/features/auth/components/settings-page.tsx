import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { normalizeLocale, type Locale, type Messages } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/page-metadata";

/** The frame of the settings pages; the signed-in content renders in the browser. */
type TitleKey =
  "title" | "passwordPageTitle" | "emailPageTitle" | "phonePageTitle" | "linkedPageTitle" | "personalInfoPageTitle" | "termsPageTitle";
type IntroKey =
  "intro" | "passwordPageIntro" | "emailPageIntro" | "phonePageIntro" | "linkedPageIntro" | "personalInfoPageIntro" | "termsPageIntro";

/**
 * `generateMetadata` of a settings page: its title and intro from the settings catalogue, the
 * canonical and alternates of `pagePath`, and no indexing (the page is about the signed-in person).
 */
export function settingsPageMetadata(pagePath: string, title: TitleKey, intro: IntroKey) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const locale = normalizeLocale((await params).locale) ?? "en";
    const t = await getTranslations({ locale, namespace: "settings" });
    return { ...pageMetadata({ locale, pagePath, title: t(title), description: t(intro) }), robots: { index: false } };
  };
}

export async function SettingsPage({
  locale,
  title,
  intro,
  children,
}: {
  locale: Locale;
  title: TitleKey;
  intro: IntroKey;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "settings" });
  const messages = (await getMessages({ locale })) as Messages;
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t(title)}</h1>
        <p className="mt-3 text-gray-700">{t(intro)}</p>
        <div className="mt-8">
          <NextIntlClientProvider
            locale={locale}
            messages={{ settings: messages.settings ?? {}, auth: messages.auth ?? {}, authErrors: messages.authErrors ?? {} }}
          >
            {children}
          </NextIntlClientProvider>
        </div>
      </div>
    </Container>
  );
}
