import { setRequestLocale } from "next-intl/server";
import { LinkedAccounts } from "@/features/auth/components/linked-accounts";
import { SettingsPage } from "@/features/auth/components/settings-page";
import { enabledSocialProviders } from "@/features/auth/server";
import { getConfig } from "@/lib/config";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/profile/settings/linked-accounts");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return (
    <SettingsPage locale={locale} title="linkedPageTitle" intro="linkedPageIntro">
      <LinkedAccounts providers={enabledSocialProviders(getConfig())} />
    </SettingsPage>
  );
}
