import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthPage } from "@/features/auth/components/auth-page";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/complete-sign-up");

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
