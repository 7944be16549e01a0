"use client";

import { useLocale } from "next-intl";
import { useEffect } from "react";
import { readSessionState } from "../client/session-bootstrap";
import { afterSignIn } from "./auth-form-parts";

/**
 * On the sign-in and sign-up pages: a person already signed in (not anonymously) goes on to the
 * safe `next` target, or to their plan, instead of seeing a form that does not apply.
 */
export function SignedInRedirect() {
  const locale = useLocale();
  useEffect(() => {
    let isCurrent = true;
    readSessionState()
      .then((state) => {
        if (!isCurrent || !state.isLogged || state.isAnonymous) return;
        const next = new URLSearchParams(window.location.search).get("next");
        window.location.replace(afterSignIn(next, locale));
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [locale]);
  return null;
}
