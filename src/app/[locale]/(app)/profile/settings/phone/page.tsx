import { setRequestLocale } from "next-intl/server";
import { PhoneSettings } from "@/features/auth/components/phone-settings";
import { SettingsPage } from "@/features/auth/components/settings-page";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/profile/settings/phone");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return (
    <SettingsPage locale={locale} title="phonePageTitle" intro="phonePageIntro">
      <PhoneSettings />
    </SettingsPage>
  );
}
