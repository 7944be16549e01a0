import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthPage } from "@/features/auth/components/auth-page";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { normalizeLocale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  const t = await getTranslations({ locale, namespace: "actions" });
  return {
    ...pageMetadata({ locale, pagePath: "/complete-sign-up", title: t("completeTitle"), description: t("completeIntro") }),
    robots: { index: false },
  };
}

/** An anonymous visitor who bought something sets an email and password; everything they own moves along. */
export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "actions" });
  return (
    <AuthPage locale={locale} kind="sign-up" heading={{ title: t("completeTitle"), intro: t("completeIntro") }}>
      <SignUpForm />
    </AuthPage>
  );
}
