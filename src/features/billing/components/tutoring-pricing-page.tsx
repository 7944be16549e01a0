import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { localizedPath, type Locale } from "@/lib/i18n";
import { plansIn } from "../model/catalogue";
import { describePlanOffer } from "../model/plan-offer";
import type { Currency, Plan } from "../model/plan-schema";
import { showsTaxInclusiveWording } from "../model/price-selection";
import { CurrencyDefault } from "./currency-default";
import { planTermsId, PlanCard } from "./plan-card";
import { purchaseTermsStrings } from "./paywall-strings";
import { CurrencySwitcher, NotOpenNotice, PurchaseTerms, withQuery, type PaywallT } from "./pricing-parts";

/** The "Choose" link of a public pricing card: the one-screen path to checkout (no script on this page). */
export function ChooseLink({ locale, plan, currency, label }: { locale: Locale; plan: Plan; currency: Currency; label: string }) {
  return (
    <Link
      href={withQuery(localizedPath(locale, "/purchase-onboarding"), { plan: plan.id, currency })}
      aria-describedby={planTermsId(plan.id)}
      className={buttonVariants({ size: "lg", className: "w-full" })}
    >
      {label}
    </Link>
  );
}

/**
 * /tutoring/pricing (public): what a credit buys (25 minutes = 1 credit, 50 = 2), the
 * subscriptions that bring credits every 4 weeks and the one-off packs, with the price per credit.
 */
export async function TutoringPricingPage({ locale, currency, now }: { locale: Locale; currency: Currency; now: Date }) {
  const t = (await getTranslations({ locale, namespace: "paywall" })) as unknown as PaywallT;
  const billing = await getTranslations({ locale, namespace: "billing" });
  const legal = await getTranslations({ locale, namespace: "legalLinks" });
  const includes = (key: string) => billing(`includes.${key}`);
  const tutoring = plansIn("tutors").filter((plan) => plan.type !== "group_lessons");
  const subscriptions = tutoring.filter((plan) => plan.purchaseType !== "oneTime");
  const packs = tutoring.filter((plan) => plan.purchaseType === "oneTime");
  const pagePath = localizedPath(locale, "/tutoring/pricing");

  const cards = (plans: Plan[]) => (
    <ul className="mt-5 grid gap-4 md:grid-cols-3">
      {plans.map((plan) => {
        const offer = describePlanOffer(plan, { currency, locale, now });
        return (
          <PlanCard
            key={plan.id}
            offer={offer}
            t={t}
            includes={includes}
            name={t("credits", { count: plan.credits })}
            badges={plan.includes.includes("bestValue") ? [t("bestValue")] : []}
            big={offer.perCredit ? t("perCredit", { price: offer.perCredit }) : undefined}
            action={<ChooseLink locale={locale} plan={plan} currency={currency} label={t("choosePlan")} />}
          />
        );
      })}
    </ul>
  );

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-5xl space-y-10">
        <header className="space-y-4">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t("tutoringTitle")}</h1>
          <p className="text-lg text-gray-700">{t("tutoringIntro")}</p>
          <p className="text-gray-700">
            {t("tutoringHelp")}{" "}
            <a
              href={localizedPath(locale, "/tutoring/short-onboarding")}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {t("tutoringHelpLink")}
            </a>
          </p>
          <CurrencySwitcher label={t("currency")} current={currency} hrefFor={(next) => withQuery(pagePath, { currency: next })} />
          <CurrencyDefault rendered={currency} />
        </header>

        <NotOpenNotice id="tutoring-not-open" t={t} kind="tutoring" />

        <section aria-labelledby="credits-how" className="rounded-2xl bg-brand-50 p-5 sm:p-6">
          <h2 id="credits-how" className="text-lg font-bold text-ink">
            {t("creditsTitle")}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            <li className="rounded-xl bg-white p-4">
              <strong className="block text-2xl text-ink">{t("credits", { count: 1 })}</strong>
              {t("creditShort")}
            </li>
            <li className="rounded-xl bg-white p-4">
              <strong className="block text-2xl text-ink">{t("credits", { count: 2 })}</strong>
              {t("creditLong")}
            </li>
          </ul>
          <p className="mt-3 text-gray-700">{t("creditsShared")}</p>
        </section>

        <section aria-labelledby="tutoring-subscriptions">
          <h2 id="tutoring-subscriptions" className="text-2xl font-bold text-ink">
            {t("subscriptionsTitle")}
          </h2>
          <p className="mt-2 text-gray-700">{t("subscriptionsIntro")}</p>
          {cards(subscriptions)}
        </section>

        <section aria-labelledby="tutoring-packs">
          <h2 id="tutoring-packs" className="text-2xl font-bold text-ink">
            {t("packsTitle")}
          </h2>
          <p className="mt-2 text-gray-700">{t("packsIntro")}</p>
          {cards(packs)}
        </section>

        <PurchaseTerms
          locale={locale}
          vatNote={showsTaxInclusiveWording({ country: null, currency }) ? billing("pricesIncludeVat") : undefined}
          renewNote={t("renewNote")}
          terms={purchaseTermsStrings(t, legal)}
        />
      </div>
    </Container>
  );
}
