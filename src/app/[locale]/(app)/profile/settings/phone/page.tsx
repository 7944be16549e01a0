import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PhoneSettings } from "@/features/auth/components/phone-settings";
import { SettingsPage } from "@/features/auth/components/settings-page";
import { normalizeLocale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  const t = await getTranslations({ locale, namespace: "settings" });
  return { ...pageMetadata({ locale, pagePath: "/profile/settings/phone", title: t("phonePageTitle"), description: t("phonePageIntro") }), robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return (
    <SettingsPage locale={locale} title="phonePageTitle" intro="phonePageIntro">
      <PhoneSettings />
    </SettingsPage>
  );
}
