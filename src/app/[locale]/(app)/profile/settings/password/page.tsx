import { setRequestLocale } from "next-intl/server";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { SettingsPage } from "@/features/auth/components/settings-page";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/profile/settings/password");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return (
    <SettingsPage locale={locale} title="passwordPageTitle" intro="passwordPageIntro">
      <ChangePasswordForm />
    </SettingsPage>
  );
}
