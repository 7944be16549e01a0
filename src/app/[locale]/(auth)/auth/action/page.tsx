import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthFrame } from "@/features/auth/components/auth-page";
import { EmailActionHandler } from "@/features/auth/components/email-action-handler";
import { getConfig } from "@/lib/config";
import { normalizeLocale } from "@/lib/i18n";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  const t = await getTranslations({ locale, namespace: "actions" });
  return { title: t("working"), robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return (
    <AuthFrame locale={locale}>
      <EmailActionHandler apiKey={getConfig().WEB_API_KEY} />
    </AuthFrame>
  );
}
