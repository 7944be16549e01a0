"use client";

import { useLocale } from "next-intl";
import { useCallback, useEffect, useMemo } from "react";
import { PopupController, type PopupResult } from "../client/popup-controller";
import { isSocialResult, SOCIAL_RESULT_CHANNEL, type SocialResult } from "../client/social-result";
import { AuthError, isAuthErrorCode } from "../model/auth-errors";
import { landingPath } from "../model/landing";

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

/** Social sign-in in a popup: `start(provider)` resolves with the signed-in user, or rejects with an AuthError. */
export function useSocialPopup() {
  const locale = useLocale();
  const controller = useMemo(() => (typeof window === "undefined" ? null : browserController()), []);

  useEffect(() => {
    if (!controller) return;
    const settle = (result: SocialResult) => {
      if (result.ok && result.userId) controller.complete({ userId: result.userId });
      else controller.fail(new AuthError(isAuthErrorCode(result.error) ? result.error : "internal-error"));
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isSocialResult(event.data)) settle(event.data);
    };
    const channel = new BroadcastChannel(SOCIAL_RESULT_CHANNEL);
    channel.onmessage = (event) => isSocialResult(event.data) && settle(event.data);
    window.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("message", onMessage);
      channel.close();
    };
  }, [controller]);

  const startUrl = useCallback(
    (provider: string, mode: "popup" | "redirect", next: string, reauth = false) =>
      `/api/auth/social?${new URLSearchParams({ provider, locale, mode, next, ...(reauth ? { reauth: "true" } : {}) })}`,
    [locale],
  );

  /** `reauth` makes the provider ask the person to sign in again. */
  const start = useCallback(
    (provider: string, next = landingPath(locale), options: { reauth?: boolean } = {}): Promise<PopupResult> => {
      if (!controller) return Promise.reject(new AuthError("web-storage-unsupported"));
      return controller.open(startUrl(provider, "popup", next, options.reauth));
    },
    [controller, locale, startUrl],
  );

  return { start, startUrl };
}
