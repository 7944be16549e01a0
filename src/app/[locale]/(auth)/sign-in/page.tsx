import { setRequestLocale } from "next-intl/server";
import { AuthPage } from "@/features/auth/components/auth-page";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { enabledSocialProviders } from "@/features/auth/server";
import { getConfig } from "@/lib/config";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/sign-in");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return (
    <AuthPage locale={locale} kind="sign-in">
      <SignInForm providers={enabledSocialProviders(getConfig())} />
    </AuthPage>
  );
}
