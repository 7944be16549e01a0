import { setRequestLocale } from "next-intl/server";
import { SettingsPage } from "@/features/auth/components/settings-page";
import { PersonalInfoForm } from "@/features/profile/components/personal-info-form";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/profile/settings/personal-info");

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
