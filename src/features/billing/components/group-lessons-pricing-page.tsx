import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { localizedPath, type Locale } from "@/lib/i18n";
import { plansIn } from "../model/catalogue";
import { describePlanOffer } from "../model/plan-offer";
import type { Currency } from "../model/plan-schema";
import { showsTaxInclusiveWording } from "../model/price-selection";
import { CurrencyDefault } from "./currency-default";
import { PlanCard } from "./plan-card";
import { purchaseTermsStrings } from "./paywall-strings";
import { CurrencySwitcher, NotOpenNotice, PurchaseTerms, TrialTimeline, withQuery, type PaywallT } from "./pricing-parts";
import { ChooseLink } from "./tutoring-pricing-page";

/** /group-lessons/pricing (public): the monthly group lessons subscription, its trial and what it includes. */
export async function GroupLessonsPricingPage({ locale, currency, now }: { locale: Locale; currency: Currency; now: Date }) {
  const t = (await getTranslations({ locale, namespace: "paywall" })) as unknown as PaywallT;
  const billing = await getTranslations({ locale, namespace: "billing" });
  const legal = await getTranslations({ locale, namespace: "legalLinks" });
  const plans = plansIn("tutors", "group_lessons");
  const offers = plans.map((plan) => ({ plan, offer: describePlanOffer(plan, { currency, locale, now }) }));
  const pagePath = localizedPath(locale, "/group-lessons/pricing");
  const withTrial = offers.find(({ offer }) => offer.firstChargeOn);

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-3xl space-y-10">
        <header className="space-y-4">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t("groupTitle")}</h1>
          <p className="text-lg text-gray-700">{t("groupIntro")}</p>
          <CurrencySwitcher label={t("currency")} current={currency} hrefFor={(next) => withQuery(pagePath, { currency: next })} />
          <CurrencyDefault rendered={currency} />
        </header>

        <NotOpenNotice id="group-not-open" t={t} kind="group" />

        <section aria-labelledby="group-plans">
          <h2 id="group-plans" className="sr-only">
            {t("plansHeading")}
          </h2>
          <ul className="grid gap-4">
            {offers.map(({ plan, offer }) => (
              <PlanCard
                key={plan.id}
                offer={offer}
                t={t}
                includes={(key) => billing(`includes.${key}`)}
                name={t(`planNames.${plan.id}`)}
                badges={offer.trialDays > 0 ? [t("trialBadge", { days: offer.trialDays })] : []}
                action={
                  <ChooseLink
                    locale={locale}
                    plan={plan}
                    currency={currency}
                    label={offer.trialDays > 0 ? t("startTrial") : t("choosePlan")}
                  />
                }
              />
            ))}
          </ul>
        </section>

        {withTrial ? <TrialTimeline t={t} offer={withTrial.offer} headingId="group-trial" /> : null}

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
