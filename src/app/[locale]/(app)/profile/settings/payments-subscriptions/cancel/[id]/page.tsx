import { setRequestLocale } from "next-intl/server";
import { BillingSettingsFrame } from "@/features/billing/components/billing-settings-frame";
import { CancelFlow } from "@/features/billing/components/cancel-flow";
import { planOptions } from "@/features/billing/server";
import { normalizeLocale } from "@/lib/i18n";
import { metadataOfPage } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  return metadataOfPage(normalizeLocale(locale) ?? "en", `/profile/settings/payments-subscriptions/cancel/${encodeURIComponent(id)}`);
}

export default async function Page({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = normalizeLocale(raw) ?? "en";
  setRequestLocale(locale);
  return (
    <BillingSettingsFrame locale={locale} title="cancelTitle" intro="cancelIntro" back="subscriptions">
      <CancelFlow subscriptionId={id} plans={planOptions()} />
    </BillingSettingsFrame>
  );
}
