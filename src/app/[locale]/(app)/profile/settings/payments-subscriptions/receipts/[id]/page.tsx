import { setRequestLocale } from "next-intl/server";
import { BillingSettingsFrame } from "@/features/billing/components/billing-settings-frame";
import { ReceiptDocument } from "@/features/billing/components/receipt-document";
import { brand } from "@/lib/brand";
import { normalizeLocale } from "@/lib/i18n";
import { metadataOfPage } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  return metadataOfPage(normalizeLocale(locale) ?? "en", `/profile/settings/payments-subscriptions/receipts/${encodeURIComponent(id)}`);
}

export default async function Page({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = normalizeLocale(raw) ?? "en";
  setRequestLocale(locale);
  return (
    <BillingSettingsFrame locale={locale} title="receiptTitle" intro="receiptIntro" back="subscriptions">
      <ReceiptDocument receiptId={id} seller={brand.name} />
    </BillingSettingsFrame>
  );
}
