import Link from "next/link";
import type { ReactNode } from "react";
import { localizedPath, type Locale } from "@/lib/i18n";
import { CURRENCY_CODES } from "../model/currency";
import type { Currency } from "../model/plan-schema";
import type { PlanOffer } from "../model/plan-offer";

/** The translator of the `paywall` namespace (next-intl's, from getTranslations). */
export type PaywallT = {
  (key: string, values?: Record<string, string | number>): string;
  raw(key: string): unknown;
};

/** A page path with its query: `withQuery("/en/x", { currency: "EUR", plan: undefined })` → "/en/x?currency=EUR". */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The currency switcher: a link per currency (the page renders again in it, no script needed);
 * the current one is marked for assistive technology.
 */
export function CurrencySwitcher({
  label,
  current,
  hrefFor,
}: {
  label: string;
  current: Currency;
  hrefFor: (currency: Currency) => string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="mr-1 text-sm font-semibold text-gray-700">
        {label}
      </span>
      <ul className="flex flex-wrap gap-1.5">
        {CURRENCY_CODES.map((currency) => (
          <li key={currency}>
            <Link
              href={hrefFor(currency)}
              replace
              scroll={false}
              aria-current={currency === current ? "true" : undefined}
              className="inline-flex min-h-11 min-w-14 items-center justify-center rounded-full border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-800 hover:border-brand-600 hover:text-brand-700 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
            >
              {currency}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const CHECK = "M5 12.5l4.5 4.5L19 7.5";

/** What a plan includes, as a list with check marks (billing.includes.<key>). */
export function IncludesList({ items, includes }: { items: readonly string[]; includes: (key: string) => string }) {
  return (
    <ul className="space-y-2 text-sm text-gray-800">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 flex-none text-green-700">
            <path d={CHECK} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{includes(item)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * How a plan is charged, in words: "$7.49 for the first month, then $14.99 every month";
 * "$29.99 every 4 weeks"; "$49.99, paid once".
 */
export function chargeWords(t: PaywallT, offer: PlanOffer): string[] {
  if (offer.purchaseType === "oneTime") return [t("paidOnce", { price: offer.regular })];
  const hasIntro = offer.introPeriods > 0 && offer.firstCharge !== offer.regular;
  if (offer.weeks !== null) {
    return hasIntro
      ? [t("introForFourWeeks", { price: offer.firstCharge }), t("thenEveryFourWeeks", { price: offer.regular })]
      : [t("everyFourWeeks", { price: offer.regular })];
  }
  const months = offer.months ?? 1;
  // "for the first month" / "for the first 6 months": the period is the `months` plural, so each language declines it.
  const per = (key: "introFor" | "thenEvery" | "every", count: number, price: string) =>
    count === 1 ? t(`${key}One`, { price }) : t(`${key}Many`, { price, period: t("months", { count }) });
  if (offer.introPeriods > 0) {
    return [per("introFor", months * offer.introPeriods, offer.firstCharge), per("thenEvery", months, offer.regular)];
  }
  return [per("every", months, offer.regular)];
}

/** Today, the reminder, the first charge: the trial in plain words, with its date and amount. */
export function TrialTimeline({ t, offer, headingId }: { t: PaywallT; offer: PlanOffer; headingId: string }) {
  if (!offer.firstChargeOn) return null;
  const steps: { when: string; text: string }[] = [
    { when: t("trialToday"), text: t("trialTodayText") },
    { when: t("trialBeforeEnd"), text: t("trialReminderText") },
    { when: offer.firstChargeOn, text: t("trialChargeText", { amount: offer.firstCharge }) },
  ];
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-brand-50 p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t("trialTitle", { days: offer.trialDays })}
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step.when} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 flex-none items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <p className="text-gray-800">
              <strong className="block text-ink">{step.when}</strong>
              {step.text}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The purchase terms: renewal in words, VAT where the law asks, and the subscription and refund terms linked. */
export function PurchaseTerms({
  locale,
  renewNote,
  vatNote,
  terms,
}: {
  locale: Locale;
  renewNote?: string;
  vatNote?: string;
  terms: { label: string; subscriptionTerms: string; refund: string };
}) {
  return (
    <div className="space-y-2 text-sm text-gray-700">
      {vatNote ? <p>{vatNote}</p> : null}
      {renewNote ? <p>{renewNote}</p> : null}
      <nav aria-label={terms.label}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          <li>
            <a
              className="font-semibold text-brand-700 underline underline-offset-2"
              href={localizedPath(locale, "/terms/subscription-terms")}
            >
              {terms.subscriptionTerms}
            </a>
          </li>
          <li>
            <a className="font-semibold text-brand-700 underline underline-offset-2" href={localizedPath(locale, "/terms/refund")}>
              {terms.refund}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** Questions and answers as disclosure widgets (no script). */
export function Faq({ title, items, headingId }: { title: string; items: { question: string; answer: ReactNode }[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      <div className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
        {items.map((item) => (
          <details key={item.question} className="group p-4 sm:px-6">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink">
              {item.question}
              <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="mt-2 text-gray-700">{item.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}

/**
 * Said wherever tutoring or group lessons are sold while they cannot be used yet (booking is not
 * open; no group runs), as the marketing pages say it: nobody should pay without knowing.
 */
export function NotOpenNotice({ id, t, kind }: { id: string; t: PaywallT; kind: "tutoring" | "group" }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6" data-testid="not-open-notice">
      <h2 id={id} className="text-lg font-bold text-ink">
        {t("notOpenTitle")}
      </h2>
      <p className="mt-2 text-gray-800">{kind === "tutoring" ? t("tutoringNotOpen") : t("groupNotOpen")}</p>
    </section>
  );
}
