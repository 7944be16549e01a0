"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ApiError } from "@/lib/api-client";
import type { SubscriptionView } from "../client/account-api";

/**
 * Runs one subscription action: the answer (the updated subscription) replaces the shown one and
 * a notice says what happened; a refusal (409/400) or a failure says so, nothing changes.
 */
export function useSubscriptionAction(onChange: (next: SubscriptionView) => void) {
  const t = useTranslations("billingSettings");
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function run(
    call: () => Promise<SubscriptionView>,
    describe: (next: SubscriptionView) => string,
  ): Promise<SubscriptionView | null> {
    setIsBusy(true);
    setNotice(null);
    setError(null);
    try {
      const next = await call();
      onChange(next);
      setNotice(describe(next));
      return next;
    } catch (caught) {
      const refused = caught instanceof ApiError && caught.status >= 400 && caught.status < 500 && caught.status !== 401;
      setError(refused ? t("actionRefused") : t("actionFailed"));
      return null;
    } finally {
      setIsBusy(false);
    }
  }

  return { run, notice, error, isBusy };
}
