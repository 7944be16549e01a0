import type { ReactNode } from "react";
import type { PlanOffer } from "../model/plan-offer";
import { chargeWords, IncludesList, type PaywallT } from "./pricing-parts";

/**
 * One plan side by side with others: its name, badges, the price per month (or per credit) big,
 * how it is charged in words, the trial's first charge, what it includes, and the action.
 */
export function PlanCard({
  offer,
  t,
  includes,
  name,
  badges = [],
  isHighlighted = false,
  big,
  action,
}: {
  offer: PlanOffer;
  t: PaywallT;
  includes: (key: string) => string;
  name: string;
  badges?: string[];
  isHighlighted?: boolean;
  /** The big line; by default the price a month. */
  big?: string;
  action: ReactNode;
}) {
  const headingId = `plan-${offer.planId}`;
  const termsId = `plan-${offer.planId}-terms`;
  const bigLine = big ?? (offer.monthly ? t("perMonth", { price: offer.monthly }) : offer.firstCharge);
  return (
    <li
      id={offer.planId}
      className={`relative flex scroll-mt-24 flex-col rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${
        isHighlighted ? "border-2 border-brand-700 shadow-lg" : "border-gray-200"
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-bold text-ink">
          {name}
        </h3>
        {badges.length > 0 ? (
          <p className="flex flex-wrap gap-1.5">
            {badges.map((badge) => (
              <span key={badge} className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-amber-900">
                {badge}
              </span>
            ))}
          </p>
        ) : null}
      </div>
      <p className="mt-4 text-3xl font-extrabold tracking-tight text-ink">{bigLine}</p>
      <div id={termsId} className="mt-2 space-y-1 text-sm text-gray-700">
        {chargeLines(t, offer, big).map((line) => (
          <p key={line}>{line}</p>
        ))}
        {offer.firstChargeOn ? (
          <p className="font-medium text-green-800">{t("trialLine", { date: offer.firstChargeOn, amount: offer.firstCharge })}</p>
        ) : (
          <p>{t("payToday", { amount: offer.firstCharge })}</p>
        )}
      </div>
      <div className="mt-5">{action}</div>
      <div className="mt-5 border-t border-gray-100 pt-4">
        <IncludesList items={offer.includes.filter((item) => item !== "bestValue")} includes={includes} />
      </div>
    </li>
  );
}

/**
 * How the plan is charged, under the big line; left out where it only says that line again: a
 * plain monthly plan's "$29.99 a month" needs no "$29.99 every month" under it.
 */
function chargeLines(t: PaywallT, offer: PlanOffer, big: string | undefined): string[] {
  const saysTheBigLine =
    big === undefined &&
    offer.purchaseType !== "oneTime" &&
    offer.weeks === null &&
    (offer.months ?? 1) === 1 &&
    offer.introPeriods === 0 &&
    offer.monthly === offer.regular;
  return saysTheBigLine ? [] : chargeWords(t, offer);
}

export const planTermsId = (planId: string) => `plan-${planId}-terms`;
