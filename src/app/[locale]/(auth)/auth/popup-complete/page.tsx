import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { AuthFrame } from "@/features/auth/components/auth-page";
import { SocialComplete } from "@/features/auth/components/social-complete";
import { normalizeLocale } from "@/lib/i18n";

type Props = { params: Promise<{ locale: string }> };

export const metadata: Metadata = { robots: { index: false } };

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return (
    <AuthFrame locale={locale}>
      <SocialComplete />
    </AuthFrame>
  );
}
