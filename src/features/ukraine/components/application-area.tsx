"use client";

import { useCallback, useEffect, useState } from "react";
import { localizedPath, type Locale } from "@/lib/i18n";
import type { ApplicationFormCopy } from "../model/programme-copy";
import { readApplicationArea, type ApplicationAreaState } from "../server/application-area-action";
import { ApplicationForm } from "./application-form";
import { ApplicationSummary } from "./application-summary";

type Loaded = { status: "loading" } | { status: "failed" } | { status: "ready"; state: ApplicationAreaState };

/**
 * What this visitor can do on the programme page: sign in, see their application, or apply while
 * the free_for_ukraine flag keeps the programme open. The page around it is public and cached, so
 * this part asks the server with the visitor's session once it runs in the browser.
 */
export function ApplicationArea({ copy, locale }: { copy: ApplicationFormCopy; locale: Locale }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  // Once the form has sent an application, it shows that one: the earlier (rejected) one goes.
  const [hasApplied, setHasApplied] = useState(false);
  const onApplied = useCallback(() => setHasApplied(true), []);
  useEffect(() => {
    let current = true;
    readApplicationArea().then(
      (state) => current && setLoaded({ status: "ready", state }),
      () => current && setLoaded({ status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, []);

  if (loaded.status !== "ready") {
    return (
      <div data-testid="ffu-application-area" aria-busy={loaded.status === "loading"} className="min-h-16">
        {loaded.status === "failed" ? (
          <p role="alert" className="text-red-700">
            {copy.loadFailed}
          </p>
        ) : null}
      </div>
    );
  }
  const { state } = loaded;
  if (!state.signedIn) {
    const next = encodeURIComponent(localizedPath(locale, "/free-for-ukraine"));
    return (
      <div data-testid="ffu-application-area" aria-busy={false} className="grid gap-3">
        <p className="text-gray-800">{copy.signInPrompt}</p>
        <p>
          <a
            href={`${localizedPath(locale, "/sign-in")}?next=${next}`}
            className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {copy.signInButton}
          </a>
        </p>
      </div>
    );
  }
  const { latest, gate } = state;
  return (
    <div data-testid="ffu-application-area" aria-busy={false} className="grid gap-5">
      {latest && !hasApplied ? <ApplicationSummary application={latest} copy={copy} locale={locale} /> : null}
      {gate.open === false && gate.reason === "member" ? (
        <p role="status" className="font-semibold text-green-800" data-testid="ffu-member">
          {copy.member}
        </p>
      ) : null}
      {latest?.status === "APPROVED" || (gate.open === false && gate.reason === "member") ? (
        <p>
          <a href={localizedPath(locale, "/course")} className="font-semibold text-brand-700 underline">
            {copy.startLearning}
          </a>
        </p>
      ) : null}
      {gate.open ? (
        <>
          {latest?.status === "REJECTED" && !hasApplied ? <p className="text-gray-800">{copy.applyAgain}</p> : null}
          <ApplicationForm copy={copy} locale={locale} onApplied={onApplied} />
        </>
      ) : gate.reason === "closed" ? (
        <p className="text-gray-800">{copy.closed}</p>
      ) : null}
    </div>
  );
}
