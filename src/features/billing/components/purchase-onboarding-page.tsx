import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { formatCurrency, localizedPath, type Locale } from "@/lib/i18n";
import { describePlanOffer } from "../model/plan-offer";
import type { Currency, Plan } from "../model/plan-schema";
import { showsTaxInclusiveWording } from "../model/price-selection";
import { isExclusivePlan, liveOfSameType, type PurchaseStanding } from "../server/purchase-standing";
import { BuyButton } from "./buy-button";
import { MANAGE_SUBSCRIPTIONS_PATH, PAYWALL_PATH } from "./paths";
import { buyStrings, purchaseTermsStrings } from "./paywall-strings";
import {
  chargeWords,
  CurrencySwitcher,
  IncludesList,
  NotOpenNotice,
  PurchaseTerms,
  TrialTimeline,
  withQuery,
  type PaywallT,
} from "./pricing-parts";

/** Where "See all plans" goes for a plan: the courses paywall, or the tutoring or group lessons prices. */
export function plansPageOf(plan: Plan): string {
  if (plan.category === "self study") return PAYWALL_PATH;
  return plan.type === "group_lessons" ? "/group-lessons/pricing" : "/tutoring/pricing";
}

/**
 * /purchase-onboarding?plan=…: the short path from an offer to checkout. One screen: the plan, what
 * it includes, what is due today and, for a trial, when the first charge happens and how much it
 * is; then Continue to checkout.
 */
export async function PurchaseOnboardingPage({
  locale,
  plan,
  currency,
  country,
  now,
  standing = null,
}: {
  locale: Locale;
  plan: Plan;
  currency: Currency;
  country: string | null;
  now: Date;
  /** What the signed-in person holds (null for a visitor): no second trial, no second subscription. */
  standing?: PurchaseStanding | null;
}) {
  const t = (await getTranslations({ locale, namespace: "paywall" })) as unknown as PaywallT;
  const billing = await getTranslations({ locale, namespace: "billing" });
  const legal = await getTranslations({ locale, namespace: "legalLinks" });
  const offer = describePlanOffer(plan, { currency, locale, now, isTrialEligible: !standing?.hadTrial });
  const held = isExclusivePlan(plan) ? liveOfSameType(standing?.live ?? [], plan) : null;
  const pagePath = localizedPath(locale, "/purchase-onboarding");
  const dueToday = offer.firstChargeOn ? describeZero(locale, currency) : offer.firstCharge;

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-xl space-y-8">
        <header className="space-y-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t("onboardingTitle")}</h1>
          <p className="text-gray-700">{t("onboardingIntro")}</p>
        </header>

        {plan.category === "tutors" ? (
          <NotOpenNotice id="offer-not-open" t={t} kind={plan.type === "group_lessons" ? "group" : "tutoring"} />
        ) : null}

        <section aria-labelledby="offer-name" className="rounded-2xl border-2 border-brand-700 bg-white p-5 shadow-lg sm:p-6">
          <h2 id="offer-name" className="text-2xl font-bold text-ink">
            {t(`planNames.${plan.id}`)}
          </h2>
          <div id="offer-terms" className="mt-3 space-y-1 text-gray-700">
            {chargeWords(t, offer).map((line) => (
              <p key={line}>{line}</p>
            ))}
            {offer.perCredit ? <p>{t("perCredit", { price: offer.perCredit })}</p> : null}
          </div>
          <dl className="mt-5 flex items-baseline justify-between gap-4 border-t border-gray-100 pt-4">
            <dt className="font-semibold text-ink">{t("dueToday")}</dt>
            <dd className="text-3xl font-extrabold text-ink">{dueToday}</dd>
          </dl>
          {offer.firstChargeOn ? (
            <p className="mt-2 font-medium text-green-800">{t("trialLine", { date: offer.firstChargeOn, amount: offer.firstCharge })}</p>
          ) : null}
          <div className="mt-5">
            {held ? (
              <div className="rounded-xl border border-green-200 bg-green-50 p-4" data-testid="offer-held">
                <p className="font-semibold text-ink">{t("heldTitle")}</p>
                <p className="mt-1 text-gray-800">{t("heldBody", { plan: t(`planNames.${held.planId}`) })}</p>
                <a href={localizedPath(locale, MANAGE_SUBSCRIPTIONS_PATH)} className={buttonVariants({ className: "mt-3" })}>
                  {t("ownedManage")}
                </a>
              </div>
            ) : (
              <BuyButton
                planId={plan.id}
                currency={currency}
                signUpPath={localizedPath(locale, "/sign-up")}
                returnPath={withQuery(pagePath, { plan: plan.id, currency })}
                strings={{ ...buyStrings(t), label: t("continueToCheckout") }}
                describedBy="offer-terms"
              />
            )}
          </div>
          <div className="mt-5 border-t border-gray-100 pt-4">
            <IncludesList items={offer.includes} includes={(key) => billing(`includes.${key}`)} />
          </div>
        </section>

        <CurrencySwitcher
          label={t("currency")}
          current={currency}
          hrefFor={(next) => withQuery(pagePath, { plan: plan.id, currency: next })}
        />

        <TrialTimeline t={t} offer={offer} headingId="offer-trial" />

        <PurchaseTerms
          locale={locale}
          vatNote={showsTaxInclusiveWording({ country, currency }) ? billing("pricesIncludeVat") : undefined}
          renewNote={plan.purchaseType === "oneTime" ? undefined : t("renewNote")}
          terms={purchaseTermsStrings(t, legal)}
        />

        <p>
          <a
            className="font-semibold text-brand-700 underline underline-offset-2"
            href={withQuery(localizedPath(locale, plansPageOf(plan)), { currency })}
          >
            {t("seeAllPlans")}
          </a>
        </p>
      </div>
    </Container>
  );
}

/** Nothing due today (a trial), in the currency's own format. */
function describeZero(locale: Locale, currency: Currency): string {
  return formatCurrency(locale, 0, currency);
}
