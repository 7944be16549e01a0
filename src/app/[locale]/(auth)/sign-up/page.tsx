import { setRequestLocale } from "next-intl/server";
import { AuthPage } from "@/features/auth/components/auth-page";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/sign-up");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return (
    <AuthPage locale={locale} kind="sign-up">
      <SignUpForm />
    </AuthPage>
  );
}
