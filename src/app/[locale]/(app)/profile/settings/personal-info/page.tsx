import { setRequestLocale } from "next-intl/server";
import { SettingsPage, settingsPageMetadata } from "@/features/auth/components/settings-page";
import { PersonalInfoForm } from "@/features/profile/components/personal-info-form";
import { normalizeLocale } from "@/lib/i18n";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = settingsPageMetadata("/profile/settings/personal-info", "personalInfoPageTitle", "personalInfoPageIntro");

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
