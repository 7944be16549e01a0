"use client";

import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { refreshEntitlements } from "@/features/profile/client";
import type { Locale } from "@/lib/i18n";
import { upsellOfferOf, upsellOutcomeOf, type UpsellOffer as Offer, type UpsellOutcome } from "../model/checkout-result";
import { formatMoney, isCurrencyCode } from "../model/currency";

export interface UpsellStrings {
  title: string;
  text: string;
  accept: string;
  decline: string;
  paying: string;
  succeeded: string;
  requiresAction: string;
  failed: string;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/**
 * The offer after a purchase (GET /v1/billing/upsell), taken with one click on the saved card
 * (POST /v1/billing/upsell): one press only; "requires_action" (the bank wants the buyer to
 * confirm, which one click cannot do) and "failed" say that nothing was charged.
 */
export function UpsellOffer({ locale, strings, planNames }: { locale: Locale; strings: UpsellStrings; planNames: Record<string, string> }) {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [state, setState] = useState<"offered" | "paying" | "declined" | UpsellOutcome>("offered");
  const pressed = useRef(false);

  useEffect(() => {
    let cancelled = false;
    void import("../client/billing-api")
      .then(({ readUpsell }) => readUpsell())
      .then((answer) => !cancelled && setOffer(upsellOfferOf(answer)))
      .catch(() => undefined); // No offer to show: the page goes on without it.
    return () => {
      cancelled = true;
    };
  }, []);

  if (!offer || state === "declined") return null;
  const plan = planNames[offer.planId] ?? offer.planId;
  const amount = isCurrencyCode(offer.currency) ? formatMoney(locale, offer.amount, offer.currency) : `${offer.amount} ${offer.currency}`;

  async function accept() {
    if (pressed.current || !offer) return;
    pressed.current = true;
    setState("paying");
    try {
      const { acceptUpsell } = await import("../client/billing-api");
      const outcome = upsellOutcomeOf(await acceptUpsell(offer.offerId));
      setState(outcome);
      if (outcome === "succeeded") void refreshEntitlements();
    } catch {
      setState("failed");
    }
  }

  const result = { succeeded: strings.succeeded, requires_action: strings.requiresAction, failed: strings.failed } as const;
  return (
    <section aria-labelledby="upsell-title" className="rounded-2xl border-2 border-brand-700 bg-white p-5 shadow-lg sm:p-6">
      <h2 id="upsell-title" className="text-xl font-bold text-ink">
        {strings.title}
      </h2>
      <p className="mt-2 text-gray-800">{fill(strings.text, { plan, amount })}</p>
      {state === "offered" || state === "paying" ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" onClick={() => void accept()} disabled={state === "paying"} className={buttonVariants({})}>
            {state === "paying" ? strings.paying : fill(strings.accept, { amount })}
          </button>
          <button
            type="button"
            onClick={() => setState("declined")}
            disabled={state === "paying"}
            className={buttonVariants({ variant: "ghost" })}
          >
            {strings.decline}
          </button>
        </div>
      ) : (
        <p
          role={state === "succeeded" ? "status" : "alert"}
          className={`mt-4 font-medium ${state === "succeeded" ? "text-green-800" : "text-red-800"}`}
        >
          {fill(result[state], { plan })}
        </p>
      )}
    </section>
  );
}
