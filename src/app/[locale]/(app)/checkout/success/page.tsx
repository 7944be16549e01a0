import { getTranslations, setRequestLocale } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { CheckoutSuccessIsland } from "@/features/billing/components/checkout-success-island";
import { PAYWALL_PATH } from "@/features/billing/components/paths";
import { singleParam, type SearchParams } from "@/features/billing/components/search-params";
import { PLANS } from "@/features/billing/server";
import { localizedPath, normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = registeredPageMetadata("/checkout/success");

export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const checkoutId = singleParam((await searchParams).checkout);
  const t = await getTranslations({ locale, namespace: "paywall" });
  // Placeholders are filled in the browser (the amount and dates come from the checkout's answer).
  const raw = (key: string) => t.raw(key) as string;
  const planNames = Object.fromEntries(PLANS.map((plan) => [plan.id, t(`planNames.${plan.id}`)]));
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-xl space-y-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t("successTitle")}</h1>
        <CheckoutSuccessIsland
          locale={locale}
          checkoutId={checkoutId}
          planNames={planNames}
          plansHref={localizedPath(locale, PAYWALL_PATH)}
          profileHref={localizedPath(locale, "/profile")}
          courseHref={localizedPath(locale, "/course")}
          coursePlanIds={PLANS.filter((plan) => plan.category === "self study").map((plan) => plan.id)}
          strings={{
            confirming: t("confirming"),
            stillConfirming: t("stillConfirming"),
            checkAgain: t("checkAgain"),
            notFound: t("notFound"),
            expired: t("expired"),
            backToPlans: t("backToPlans"),
            thanks: raw("thanks"),
            trialStarted: raw("trialStarted"),
            paid: raw("paid"),
            goToProfile: t("goToProfile"),
            startLearning: t("startLearning"),
            backToLesson: t("backToLesson"),
          }}
          upsellStrings={{
            title: t("upsellTitle"),
            text: raw("upsellText"),
            accept: raw("upsellAccept"),
            decline: t("upsellDecline"),
            paying: t("upsellPaying"),
            succeeded: raw("upsellSucceeded"),
            requiresAction: t("upsellRequiresAction"),
            failed: t("upsellFailed"),
          }}
        />
      </div>
    </Container>
  );
}
