"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { consumeRedirectResult, PopupController } from "../client/popup-controller";
import { isSocialResult, REDIRECT_RESULT_KEY, SOCIAL_RESULT_CHANNEL, type SocialResult } from "../client/social-result";
import { AuthError, isAuthErrorCode, type AuthErrorCode } from "../model/auth-errors";
import { AuthErrorAlert } from "./auth-form-parts";

export interface SocialProviderButton {
  id: string;
  name: string;
}

function browserController() {
  return new PopupController({
    open: (url, name, features) => window.open(url, name, features),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    screen: { width: window.screen.availWidth, height: window.screen.availHeight },
  });
}

const codeOf = (error: string | undefined): AuthErrorCode => (isAuthErrorCode(error) ? error : "internal-error");

/** "Continue with …" buttons: a 500×600 popup, or a full-page redirect in web-view mode. */
export function SocialButtons({ providers, onDone }: { providers: SocialProviderButton[]; onDone: () => Promise<void> }) {
  const t = useTranslations("auth");
  const locale = useLocale();
  const controller = useMemo(() => (typeof window === "undefined" ? null : browserController()), []);
  const [error, setError] = useState<AuthErrorCode | null>(null);

  useEffect(() => {
    if (!controller) return;
    const settle = (result: SocialResult) => {
      if (result.ok && result.userId) controller.complete({ userId: result.userId });
      else controller.fail(new AuthError(codeOf(result.error)));
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isSocialResult(event.data)) settle(event.data);
    };
    const channel = new BroadcastChannel(SOCIAL_RESULT_CHANNEL);
    channel.onmessage = (event) => isSocialResult(event.data) && settle(event.data);
    window.addEventListener("message", onMessage);

    // A redirect result (web-view mode) is handled once.
    const stored = consumeRedirectResult(sessionStorage, REDIRECT_RESULT_KEY);
    if (stored) {
      const result = JSON.parse(stored) as SocialResult;
      if (result.ok) void onDone();
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time result read from storage
      else setError(codeOf(result.error));
    }
    return () => {
      window.removeEventListener("message", onMessage);
      channel.close();
    };
  }, [controller, onDone]);

  if (providers.length === 0) return null;

  function start(provider: string) {
    setError(null);
    const params = new URLSearchParams(window.location.search);
    const isWebView = params.get("webview") === "true";
    const startUrl = (mode: "popup" | "redirect") =>
      `/api/auth/social?${new URLSearchParams({ provider, locale, mode, next: params.get("next") ?? `/${locale}` })}`;
    if (isWebView || !controller) {
      window.location.assign(startUrl("redirect"));
      return;
    }
    controller
      .open(startUrl("popup"))
      .then(() => onDone())
      .catch((caught: unknown) => setError(caught instanceof AuthError ? caught.code : "internal-error"));
  }

  return (
    <div className="space-y-3">
      <AuthErrorAlert code={error} />
      {providers.map((provider) => (
        <Button key={provider.id} variant="secondary" className="w-full" onClick={() => start(provider.id)}>
          {t("continueWith", { provider: provider.name })}
        </Button>
      ))}
      <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
        {t("orContinueWith")}
      </p>
    </div>
  );
}
