import { setRequestLocale } from "next-intl/server";
import { BillingSettingsFrame } from "@/features/billing/components/billing-settings-frame";
import { PaymentsSubscriptions } from "@/features/billing/components/payments-subscriptions";
import { planOptions } from "@/features/billing/server";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/profile/settings/payments-subscriptions");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return (
    <BillingSettingsFrame locale={locale} title="title" intro="intro" back="settings">
      <PaymentsSubscriptions plans={planOptions()} />
    </BillingSettingsFrame>
  );
}
