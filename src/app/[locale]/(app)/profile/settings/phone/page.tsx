import { setRequestLocale } from "next-intl/server";
import { PhoneSettings } from "@/features/auth/components/phone-settings";
import { SettingsPage, settingsPageMetadata } from "@/features/auth/components/settings-page";
import { normalizeLocale } from "@/lib/i18n";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = settingsPageMetadata("/profile/settings/phone", "phonePageTitle", "phonePageIntro");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return (
    <SettingsPage locale={locale} title="phonePageTitle" intro="phonePageIntro">
      <PhoneSettings />
    </SettingsPage>
  );
}
