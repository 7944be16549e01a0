import { setRequestLocale } from "next-intl/server";
import { BillingSettingsFrame } from "@/features/billing/components/billing-settings-frame";
import { CreditsWallet } from "@/features/billing/components/credits-wallet";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/profile/settings/tutoring-credits");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return (
    <BillingSettingsFrame locale={locale} title="creditsTitle" intro="creditsIntro" back="settings">
      <CreditsWallet />
    </BillingSettingsFrame>
  );
}
