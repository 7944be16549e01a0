"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { callIdentity, completeSignIn } from "../client/identity-api";
import { needsSecondStep, secondStepPath } from "../client/second-step";
import { afterSignIn } from "./auth-form-parts";

/** /autologin?token=…: signs in from a one-time link token, then opens the page the link names. */
export function AutologinHandler() {
  const t = useTranslations("actions");
  const locale = useLocale();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get("token");
    void (async () => {
      try {
        if (!token) throw new Error("no token");
        const result = await callIdentity<{ next?: string | null }>("/autologin", { token });
        const next = result.next ?? null;
        if (needsSecondStep(result)) {
          window.location.replace(secondStepPath(locale, afterSignIn(next, locale)));
          return;
        }
        await completeSignIn();
        window.location.replace(afterSignIn(next, locale));
      } catch {
        window.location.replace(`/${locale}/already-used-link`);
      }
    })();
  }, [locale]);

  return <p role="status">{t("working")}</p>;
}
