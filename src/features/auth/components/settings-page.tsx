import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import type { Locale, Messages } from "@/lib/i18n";

/** The frame of the settings pages; the signed-in content renders in the browser. */
type TitleKey =
  "title" | "passwordPageTitle" | "emailPageTitle" | "phonePageTitle" | "linkedPageTitle" | "personalInfoPageTitle" | "termsPageTitle";
type IntroKey =
  "intro" | "passwordPageIntro" | "emailPageIntro" | "phonePageIntro" | "linkedPageIntro" | "personalInfoPageIntro" | "termsPageIntro";

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
