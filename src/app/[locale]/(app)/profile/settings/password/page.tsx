import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { SettingsPage } from "@/features/auth/components/settings-page";
import { normalizeLocale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  const t = await getTranslations({ locale, namespace: "settings" });
  return { ...pageMetadata({ locale, pagePath: "/profile/settings/password", title: t("passwordPageTitle"), description: t("passwordPageIntro") }), robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return (
    <SettingsPage locale={locale} title="passwordPageTitle" intro="passwordPageIntro">
      <ChangePasswordForm />
    </SettingsPage>
  );
}
