import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { localizedPath, type Locale, type Messages } from "@/lib/i18n";

type TitleKey = "title" | "creditsTitle" | "receiptTitle" | "cancelTitle";
type IntroKey = "intro" | "creditsIntro" | "receiptIntro" | "cancelIntro";

/**
 * The frame of the billing settings pages (server-rendered): a way back, the title and intro, and
 * the billing strings for the signed-in content, which renders in the browser.
 */
export async function BillingSettingsFrame({
  locale,
  title,
  intro,
  back,
  children,
}: {
  locale: Locale;
  title: TitleKey;
  intro: IntroKey;
  /** Where the back link goes: the settings index or the payments page. */
  back: "settings" | "subscriptions";
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "billingSettings" });
  const messages = (await getMessages({ locale })) as Messages;
  const backHref = localizedPath(locale, back === "settings" ? "/profile/settings" : "/profile/settings/payments-subscriptions");
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-2xl">
        <a href={backHref} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline print:hidden">
          <span aria-hidden="true">← </span>
          {t(back === "settings" ? "backToSettings" : "backToSubscriptions")}
        </a>
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl print:hidden">{t(title)}</h1>
        <p className="mt-2 text-gray-700 print:hidden">{t(intro)}</p>
        <div className="mt-6 sm:mt-8">
          <NextIntlClientProvider locale={locale} messages={{ billingSettings: messages.billingSettings ?? {} }}>
            {children}
          </NextIntlClientProvider>
        </div>
      </div>
    </Container>
  );
}
