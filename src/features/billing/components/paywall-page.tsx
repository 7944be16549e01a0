import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { localizedPath, type Locale } from "@/lib/i18n";
import { findPlan } from "../model/catalogue";
import { describePlanOffer, PAYWALL_PLAN_IDS, paywallPlanOrder, RECOMMENDED_PLAN_ID, type PaywallVariant } from "../model/plan-offer";
import type { Currency } from "../model/plan-schema";
import { showsTaxInclusiveWording } from "../model/price-selection";
import { liveOfSameType, type PurchaseStanding } from "../server/purchase-standing";
import { BuyButton } from "./buy-button";
import { MANAGE_SUBSCRIPTIONS_PATH, PAYWALL_PATH } from "./paths";
import { planTermsId, PlanCard } from "./plan-card";
import { buyStrings, purchaseTermsStrings } from "./paywall-strings";
import { CurrencySwitcher, Faq, PurchaseTerms, TrialTimeline, withQuery, type PaywallT } from "./pricing-parts";

/**
 * The paywall (/profile/payments-subscriptions/choose): the courses premium plans side by side in
 * the visitor's currency, the trial in plain words, what each plan includes, questions and
 * answers, and the purchase terms. "premium" asks for a plan; "freemium" also offers to go on
 * with the free plan. Server-rendered; only the buy buttons run in the browser.
 *
 * With `personal` (the learner's personal plan, composed in by the page: billing knows nothing of
 * funnels) the headline is theirs, the plan fitting their minutes a day comes first and is
 * highlighted, and their first lesson is one link away. Without one, `minutesPerDay` (the page's
 * `?minutes=`, from purchase onboarding) puts the fitting plan first and highlights it too.
 */
export interface PaywallPersonalisation {
  title: string;
  intro: string;
  minutesPerDay: number;
  firstLesson: { href: string; label: string };
}

export async function PaywallPage({
  locale,
  variant,
  currency,
  country,
  selectedPlanId,
  minutesPerDay = null,
  now,
  personal,
  standing = null,
}: {
  locale: Locale;
  variant: PaywallVariant;
  currency: Currency;
  country: string | null;
  selectedPlanId: string | null;
  /** Minutes a day from the query (a funnel without a personal plan); the personal plan's win. */
  minutesPerDay?: number | null;
  now: Date;
  personal?: PaywallPersonalisation | null;
  /** What the signed-in person holds (null for a visitor): no second trial, no second premium. */
  standing?: PurchaseStanding | null;
}) {
  const t = (await getTranslations({ locale, namespace: "paywall" })) as unknown as PaywallT;
  const billing = await getTranslations({ locale, namespace: "billing" });
  const legal = await getTranslations({ locale, namespace: "legalLinks" });
  const includes = (key: string) => billing(`includes.${key}`);
  const monthly = findPlan("courses-premium-1m")!;
  const minutes = personal?.minutesPerDay ?? minutesPerDay;
  const order = paywallPlanOrder(minutes);
  const plans = order.map((id) => findPlan(id)!);
  const isTrialEligible = !standing?.hadTrial;
  const offers = plans.map((plan) => describePlanOffer(plan, { currency, locale, now, against: monthly, isTrialEligible }));
  // Premium already held: the cards lead to switching plans, not to a second purchase.
  const held = liveOfSameType(standing?.live ?? [], monthly);
  const managePath = localizedPath(locale, MANAGE_SUBSCRIPTIONS_PATH);
  const trialOffer =
    offers.find((offer) => offer.planId === RECOMMENDED_PLAN_ID && offer.firstChargeOn) ?? offers.find((o) => o.firstChargeOn);
  const pagePath = localizedPath(locale, PAYWALL_PATH);
  const query = (extra: Record<string, string | undefined>) => ({
    variant: variant === "freemium" ? "freemium" : undefined,
    // The order the visitor came with stays when they switch currency or come back from signing in.
    minutes: !personal && minutesPerDay !== null ? String(minutesPerDay) : undefined,
    ...extra,
  });
  const strings = buyStrings(t);
  const highlighted =
    selectedPlanId && PAYWALL_PLAN_IDS.includes(selectedPlanId as never)
      ? selectedPlanId
      : minutes !== null
        ? order[0]
        : RECOMMENDED_PLAN_ID;

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-5xl space-y-10">
        <header className="space-y-4 text-center sm:text-left">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {personal ? personal.title : variant === "freemium" ? t("freemiumTitle") : t("title")}
          </h1>
          <p className="text-lg text-gray-700">{personal ? personal.intro : variant === "freemium" ? t("freemiumIntro") : t("intro")}</p>
          {personal ? (
            <p>
              <a
                href={personal.firstLesson.href}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                data-testid="paywall-first-lesson"
              >
                {personal.firstLesson.label}
              </a>
            </p>
          ) : null}
          <p className="text-gray-700">
            {t("otherHelp")}{" "}
            <a
              href={localizedPath(locale, "/purchase-onboarding")}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {t("otherHelpLink")}
            </a>
          </p>
          <CurrencySwitcher
            label={t("currency")}
            current={currency}
            hrefFor={(next) => withQuery(pagePath, query({ currency: next, plan: selectedPlanId ?? undefined }))}
          />
        </header>

        {held ? (
          <section
            aria-labelledby="paywall-owned"
            className="rounded-2xl border border-green-200 bg-green-50 p-5 sm:p-6"
            data-testid="paywall-owned"
          >
            <h2 id="paywall-owned" className="text-xl font-bold text-ink">
              {t("ownedTitle")}
            </h2>
            <p className="mt-2 text-gray-800">{t("ownedBody", { plan: t(`planNames.${held.planId}`) })}</p>
            <a href={managePath} className={buttonVariants({ className: "mt-4" })}>
              {t("ownedManage")}
            </a>
          </section>
        ) : null}

        <section aria-labelledby="paywall-plans">
          <h2 id="paywall-plans" className="sr-only">
            {t("plansHeading")}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {offers.map((offer) => {
              const badges = [
                ...(offer.planId === RECOMMENDED_PLAN_ID ? [t("bestValue")] : []),
                ...(offer.savingsPercent > 0 ? [t("save", { percent: offer.savingsPercent })] : []),
                ...(offer.trialDays > 0 ? [t("trialBadge", { days: offer.trialDays })] : []),
              ];
              return (
                <PlanCard
                  key={offer.planId}
                  offer={offer}
                  t={t}
                  includes={includes}
                  name={t("months", { count: offer.months ?? 1 })}
                  badges={badges}
                  isHighlighted={offer.planId === highlighted}
                  action={
                    held ? (
                      offer.planId === held.planId ? (
                        <p className="py-3 text-center font-semibold text-green-800">{t("currentPlan")}</p>
                      ) : (
                        <a href={managePath} className={buttonVariants({ variant: "secondary", size: "lg", className: "w-full" })}>
                          {t("switchPlan")}
                        </a>
                      )
                    ) : (
                      <BuyButton
                        planId={offer.planId}
                        currency={currency}
                        signUpPath={localizedPath(locale, "/sign-up")}
                        returnPath={`${withQuery(pagePath, query({ currency, plan: offer.planId }))}#${offer.planId}`}
                        strings={{ ...strings, label: offer.trialDays > 0 ? t("startTrial") : t("choosePlan") }}
                        describedBy={planTermsId(offer.planId)}
                        emphasis={offer.planId === highlighted ? "primary" : "secondary"}
                      />
                    )
                  }
                />
              );
            })}
          </ul>
        </section>

        {variant === "freemium" ? (
          <section aria-labelledby="paywall-free" className="rounded-2xl border border-dashed border-gray-300 p-5 sm:p-6">
            <h2 id="paywall-free" className="text-xl font-bold text-ink">
              {t("freePlanName")}
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-700">
              <li>{t("freePlanFirstLessons")}</li>
              <li>{t("freePlanLimits")}</li>
            </ul>
            <a href={localizedPath(locale, "/")} className={buttonVariants({ variant: "ghost", className: "mt-4 underline" })}>
              {t("continueFree")}
            </a>
          </section>
        ) : null}

        <PurchaseTerms
          locale={locale}
          vatNote={showsTaxInclusiveWording({ country, currency }) ? billing("pricesIncludeVat") : undefined}
          renewNote={t("renewNote")}
          terms={purchaseTermsStrings(t, legal)}
        />

        {trialOffer ? <TrialTimeline t={t} offer={trialOffer} headingId="paywall-trial" /> : null}

        <Faq
          headingId="paywall-faq"
          title={t("faqTitle")}
          items={[
            { question: t("faqTrialQ"), answer: t("faqTrialA") },
            { question: t("faqCancelQ"), answer: t("faqCancelA") },
            { question: t("faqDevicesQ"), answer: t("faqDevicesA") },
            {
              question: t("faqRefundQ"),
              answer: (
                <>
                  {t("faqRefundA")}{" "}
                  <a className="font-semibold text-brand-700 underline" href={localizedPath(locale, "/terms/refund")}>
                    {legal("refund")}
                  </a>
                </>
              ),
            },
          ]}
        />
      </div>
    </Container>
  );
}
