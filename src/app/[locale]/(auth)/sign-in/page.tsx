import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthPage } from "@/features/auth/components/auth-page";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { enabledSocialProviders } from "@/features/auth/server";
import { getConfig } from "@/lib/config";
import { normalizeLocale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  const t = await getTranslations({ locale, namespace: "auth" });
  return pageMetadata({ locale, pagePath: "/sign-in", title: t("signInTitle"), description: t("signInIntro") });
}

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return (
    <AuthPage locale={locale} kind="sign-in">
      <SignInForm providers={enabledSocialProviders(getConfig())} />
    </AuthPage>
  );
}
