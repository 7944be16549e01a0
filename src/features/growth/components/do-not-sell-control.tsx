"use client";

import { useEffect, useState } from "react";
import { useFlag } from "../client/flags-context";
import { getConsentState, subscribeConsent, type ConsentState } from "../client/consent-state";

export interface DoNotSellStrings {
  title: string;
  description: string;
  optOut: string;
  optIn: string;
  optedOut: string;
  sharing: string;
  notOffered: string;
}

/**
 * The opt-out on /terms/do-not-sell-my-personal-information: marketing cookies and pixels off
 * (or back on), sent to POST /v1/dnt like any consent change.
 */
export function DoNotSellControl({ strings }: { strings: DoNotSellStrings }) {
  const offersMarketing = useFlag("marketing_consent");
  const [consent, setConsent] = useState<ConsentState | null>(null);
  useEffect(() => subscribeConsent(setConsent), []);
  const isOptedOut = consent ? !consent.marketing : null;

  return (
    <section aria-labelledby="do-not-sell-title" className="not-prose mt-10 rounded-2xl border border-gray-200 bg-gray-50 p-6">
      <h2 id="do-not-sell-title" className="text-xl font-semibold text-ink">
        {strings.title}
      </h2>
      <p className="mt-2 text-gray-800">{strings.description}</p>
      {!offersMarketing ? (
        <p className="mt-4 text-gray-800">{strings.notOffered}</p>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button
            type="button"
            disabled={isOptedOut === null}
            aria-pressed={isOptedOut ?? false}
            // Decided when it runs, from the state in effect then: rapid clicks toggle one after another.
            onClick={() => void import("../client/consent-manager").then(({ setDoNotSell }) => setDoNotSell(getConsentState().marketing))}
            className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {isOptedOut ? strings.optIn : strings.optOut}
          </button>
          <p role="status" className="text-sm text-gray-800">
            {isOptedOut === null ? "" : isOptedOut ? strings.optedOut : strings.sharing}
          </p>
        </div>
      )}
    </section>
  );
}
