import { Suspense } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { BillingSettingsLinks } from "@/features/billing/components/billing-settings-links";
import { ProfileOverview, type ProfileOverviewStrings } from "@/features/profile/components/profile-overview";
import { ProfileApplicationCard } from "@/features/ukraine/components/profile-application-card";
import { localizedPath, normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

const KEYS = [
  "signInRequired",
  "signIn",
  "loading",
  "loadFailed",
  "account",
  "name",
  "email",
  "phone",
  "plans",
  "courses",
  "tutoring",
  "groupLessons",
  "free",
  "trial",
  "premium",
  "groupActive",
  "groupCanceled",
  "groupNone",
  "freeForUkraine",
  "settingsLink",
] as const satisfies readonly Exclude<keyof ProfileOverviewStrings, "premiumTrial" | "premiumTrialUntil">[];

export const generateMetadata = registeredPageMetadata("/profile");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "profile" });
  const paywall = await getTranslations({ locale, namespace: "paywall" });
  const strings = {
    ...(Object.fromEntries(KEYS.map((key) => [key, t(key)])) as Omit<ProfileOverviewStrings, "premiumTrial" | "premiumTrialUntil">),
    premiumTrial: paywall("premiumTrial"),
    // The date is put in by the component (in the interface locale), so the placeholder stays.
    premiumTrialUntil: paywall.raw("premiumTrialUntil") as string,
  };
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t("title")}</h1>
        <p className="mt-3 text-gray-700">{t("intro")}</p>
        <div className="mt-8">
          <ProfileOverview
            strings={strings}
            locale={locale}
            signInHref={localizedPath(locale, "/sign-in")}
            settingsHref={localizedPath(locale, "/profile/settings")}
          />
        </div>
        {/* Payments and the tutoring credits' balance, one click away (credits are not a plan's tier). */}
        <div className="mt-6">
          <BillingSettingsLinks locale={locale} />
        </div>
        <div className="mt-6 empty:hidden">
          <Suspense fallback={null}>
            <ProfileApplicationCard locale={locale} />
          </Suspense>
        </div>
      </div>
    </Container>
  );
}
