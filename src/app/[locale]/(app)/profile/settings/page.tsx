import { getTranslations, setRequestLocale } from "next-intl/server";
import { AccountSettings } from "@/features/auth/components/account-settings";
import { BillingSettingsLinks } from "@/features/billing/components/billing-settings-links";
import { SettingsPage } from "@/features/auth/components/settings-page";
import { enabledSocialProviders } from "@/features/auth/server";
import { PreferencesSettings, type PreferencesStrings } from "@/features/profile/components/preferences-settings";
import { getConfig } from "@/lib/config";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/profile/settings");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "settings" });
  const keys = [
    "preferencesSection",
    "soundEffects",
    "soundEffectsHelp",
    "dyslexicMode",
    "dyslexicModeHelp",
    "whiteNoise",
    "whiteNoiseHelp",
    "preferencesSaved",
    "preferencesSaveFailed",
    "interfaceLanguage",
    "interfaceLanguageHelp",
    "whiteNoiseListen",
    "whiteNoiseStop",
    "applyLanguage",
  ] as const satisfies readonly (keyof PreferencesStrings)[];
  return (
    <SettingsPage locale={locale} title="title" intro="intro">
      <PreferencesSettings strings={Object.fromEntries(keys.map((key) => [key, t(key)])) as unknown as PreferencesStrings} />
      <div className="mb-6">
        <BillingSettingsLinks locale={locale} />
      </div>
      <AccountSettings providers={enabledSocialProviders(getConfig())} />
    </SettingsPage>
  );
}
