"use client";

import { useEffect, useState } from "react";
import { v1Api, type V1Schemas } from "@/lib/api-client";
import { sessionStore } from "@/lib/session/session-store";
import { useFlag } from "../client/flags-context";
import { subscribeConsent, type ConsentState } from "../client/consent-state";
import { CONSENT_RECORDED_EVENT } from "../client/consent-sync";

export interface ConsentChoicesStrings {
  title: string;
  intro: string;
  necessary: string;
  analytics: string;
  marketing: string;
  alwaysOn: string;
  allowed: string;
  notAllowed: string;
  change: string;
  recordedAt: string;
  notRecorded: string;
}

type LatestRecord = V1Schemas["schemas"]["ConsentRecord"];

/**
 * The cookie choices in effect in this browser, when the account last saved one (GET /v1/dnt),
 * and the way to change them (the consent manager's preferences dialog).
 */
export function ConsentChoices({ strings, locale }: { strings: ConsentChoicesStrings; locale: string }) {
  const offersMarketing = useFlag("marketing_consent");
  const [consent, setConsent] = useState<ConsentState | null>(null);
  const [recorded, setRecorded] = useState<LatestRecord | null | undefined>(undefined);
  useEffect(() => subscribeConsent(setConsent), []);
  useEffect(() => {
    if (!sessionStore.getSnapshot().isRegistered) return;
    let latestRequest = 0;
    const read = () => {
      const request = ++latestRequest;
      v1Api
        .GET("/v1/dnt")
        .then(({ latest }) => request === latestRequest && setRecorded(latest))
        .catch(() => undefined);
    };
    read();
    // A change is stored 500 ms after the last click: read the record again once it is.
    window.addEventListener(CONSENT_RECORDED_EVENT, read);
    return () => {
      latestRequest = -1;
      window.removeEventListener(CONSENT_RECORDED_EVENT, read);
    };
  }, []);

  const rows: { label: string; value: string | null; on: boolean }[] = [
    { label: strings.necessary, value: strings.alwaysOn, on: true },
    {
      label: strings.analytics,
      value: consent ? (consent.analytics ? strings.allowed : strings.notAllowed) : null,
      on: Boolean(consent?.analytics),
    },
    ...(offersMarketing
      ? [
          {
            label: strings.marketing,
            value: consent ? (consent.marketing ? strings.allowed : strings.notAllowed) : null,
            on: Boolean(consent?.marketing),
          },
        ]
      : []),
  ];
  const recordedText =
    recorded === undefined
      ? ""
      : recorded
        ? strings.recordedAt.replace(
            "{date}",
            new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(new Date(recorded.created_at)),
          )
        : strings.notRecorded;

  return (
    <section aria-labelledby="consent-choices-title" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id="consent-choices-title" className="text-xl font-semibold text-ink">
        {strings.title}
      </h2>
      <p className="mt-2 text-gray-700">{strings.intro}</p>
      <dl className="mt-4 divide-y divide-gray-100">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-4 py-2">
            <dt className="font-medium text-ink">{row.label}</dt>
            <dd
              className={`rounded-full px-3 py-0.5 text-sm font-semibold ${row.on ? "bg-green-100 text-green-900" : "bg-gray-100 text-gray-800"}`}
            >
              {row.value ?? "…"}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-gray-700" data-testid="consent-recorded">
        {recordedText}
      </p>
      <button
        type="button"
        onClick={() => void import("../client/consent-manager").then(({ showConsentPreferences }) => showConsentPreferences())}
        className="mt-4 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {strings.change}
      </button>
    </section>
  );
}
