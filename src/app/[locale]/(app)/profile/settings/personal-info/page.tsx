import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SettingsPage } from "@/features/auth/components/settings-page";
import { PersonalInfoForm } from "@/features/profile/components/personal-info-form";
import { normalizeLocale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  const t = await getTranslations({ locale, namespace: "settings" });
  return {
    ...pageMetadata({ locale, pagePath: "/profile/settings/personal-info", title: t("personalInfoPageTitle"), description: t("personalInfoPageIntro") }),
    robots: { index: false },
  };
}

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const next = encodeURIComponent(`/${locale}/profile/settings/personal-info`);
  return (
    <SettingsPage locale={locale} title="personalInfoPageTitle" intro="personalInfoPageIntro">
      <PersonalInfoForm signInHref={`/${locale}/sign-in?next=${next}`} />
    </SettingsPage>
  );
}
