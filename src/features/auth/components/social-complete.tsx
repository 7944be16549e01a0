"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { secondStepPath } from "../client/second-step";
import {
  REDIRECT_RESULT_KEY,
  SOCIAL_RESULT_CHANNEL,
  SOCIAL_RESULT_MESSAGE,
  socialErrorCode,
  type SocialResult,
} from "../client/social-result";
import { afterSignIn } from "./auth-form-parts";

/** Where the provider sends the popup back: report to the opener and close (or continue in redirect mode). */
export function SocialComplete() {
  const t = useTranslations("actions");
  const locale = useLocale();
  useEffect(() => {
    void (async () => {
      const params = new URLSearchParams(window.location.search);
      const error = socialErrorCode(params.get("error"));
      let userId: string | undefined;
      if (!error) {
        const session = (await (await fetch("/api/identity/get-session", { credentials: "same-origin" })).json().catch(() => null)) as {
          user?: { id: string };
        } | null;
        userId = session?.user?.id;
      }
      const result: SocialResult = {
        type: SOCIAL_RESULT_MESSAGE,
        ok: !error && Boolean(userId),
        error: error ?? (userId ? undefined : "internal-error"),
        userId,
      };
      if (params.get("mode") === "redirect") {
        if (error === "multi-factor-auth-required") {
          window.location.replace(secondStepPath(locale, afterSignIn(params.get("next"), locale)));
          return;
        }
        sessionStorage.setItem(REDIRECT_RESULT_KEY, JSON.stringify(result));
        window.location.replace(afterSignIn(params.get("next"), locale));
        return;
      }
      try {
        (window.opener as Window | null)?.postMessage(result, window.location.origin);
      } catch {
        // The opener may be gone; the channel below still reaches it.
      }
      const channel = new BroadcastChannel(SOCIAL_RESULT_CHANNEL);
      channel.postMessage(result);
      channel.close();
      window.close();
    })();
  }, [locale]);
  return <p role="status">{t("working")}</p>;
}
