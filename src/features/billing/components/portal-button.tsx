"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { openBillingPortal } from "../client/account-api";

/** Where the provider's portal sends the person back to (the settings page, without the locale). */
const RETURN_PATH = "/profile/settings/payments-subscriptions";

/** Opens the payment provider's customer portal (Stripe) for a subscription it renews by itself. */
export function PortalButton() {
  const t = useTranslations("billingSettings");
  const [isBusy, setIsBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function open() {
    setIsBusy(true);
    setFailed(false);
    try {
      const { url } = await openBillingPortal(RETURN_PATH);
      window.location.assign(url);
    } catch {
      setFailed(true);
      setIsBusy(false);
    }
  }

  return (
    <>
      <Button size="sm" disabled={isBusy} onClick={() => void open()}>
        {t("managedAtProvider")}
      </Button>
      {failed ? (
        <p role="alert" className="basis-full rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {t("portalFailed")}
        </p>
      ) : null}
    </>
  );
}
