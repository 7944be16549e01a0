"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { consumeRedirectResult } from "../client/popup-controller";
import { secondStepPath } from "../client/second-step";
import { REDIRECT_RESULT_KEY, type SocialResult } from "../client/social-result";
import { isAuthErrorCode, type AuthErrorCode } from "../model/auth-errors";
import { landingPath } from "../model/landing";
import { AuthErrorAlert } from "./auth-form-parts";
import { TermsNotice } from "./terms-notice";
import { toAuthErrorCode } from "./use-auth-action";
import { useSocialPopup } from "./use-social-popup";

export interface SocialProviderButton {
  id: string;
  name: string;
}

/** "Continue with …" buttons: a 500×600 popup, or a full-page redirect in web-view mode. */
export function SocialButtons({ providers, onDone }: { providers: SocialProviderButton[]; onDone: () => Promise<void> }) {
  const t = useTranslations("auth");
  const locale = useLocale();
  const { start, startUrl } = useSocialPopup();
  const [error, setError] = useState<AuthErrorCode | null>(null);

  useEffect(() => {
    // A redirect result (web-view mode) is handled once.
    const stored = consumeRedirectResult(sessionStorage, REDIRECT_RESULT_KEY);
    if (!stored) return;
    const result = JSON.parse(stored) as SocialResult;
    if (result.ok) void onDone();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time result read from storage
    else setError(isAuthErrorCode(result.error) ? result.error : "internal-error");
  }, [onDone]);

  if (providers.length === 0) return null;

  function begin(provider: string) {
    setError(null);
    const params = new URLSearchParams(window.location.search);
    const next = params.get("next") ?? landingPath(locale);
    if (params.get("webview") === "true") {
      window.location.assign(startUrl(provider, "redirect", next));
      return;
    }
    start(provider, next)
      .then(() => onDone())
      .catch((caught: unknown) => {
        const code = toAuthErrorCode(caught);
        // The account has two-step sign-in: the sign-in page asks for the second step.
        if (code === "multi-factor-auth-required") window.location.assign(secondStepPath(locale, next));
        else setError(code);
      });
  }

  return (
    <div className="space-y-3">
      <AuthErrorAlert code={error} />
      {providers.map((provider) => (
        <Button key={provider.id} variant="secondary" className="w-full" onClick={() => begin(provider.id)}>
          {t("continueWith", { provider: provider.name })}
        </Button>
      ))}
      <TermsNotice />
      <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
        {t("orContinueWith")}
      </p>
    </div>
  );
}
