"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { sessionStore } from "@/lib/session/session-store";

export interface BuyButtonStrings {
  label: string;
  opening: string;
  errorNetwork: string;
  errorBusy: string;
  errorUnavailable: string;
  errorGeneric: string;
}

/** Which message a failed checkout start shows (ApiError's status; 0 is the network). */
function errorKey(status: number | undefined): keyof BuyButtonStrings {
  if (status === 0) return "errorNetwork";
  if (status === 429) return "errorBusy";
  if (status === 400 || status === 404 || status === 409 || status === 422) return "errorUnavailable";
  return "errorGeneric";
}

/**
 * Buys a plan: a registered user goes to the provider's checkout (POST /v1/billing/checkout, then
 * the returned page); anyone else signs up first and comes back to `returnPath`. One press at a
 * time: the button stays disabled until the page leaves or the start failed (then the reason
 * shows in the user's language and they can try again; the server reuses an open checkout).
 */
export function BuyButton({
  planId,
  currency,
  signUpPath,
  returnPath,
  strings,
  describedBy,
  emphasis = "primary",
}: {
  planId: string;
  currency: string;
  /** The sign-up page, e.g. /en/sign-up; `next` is added. */
  signUpPath: string;
  /** Where a visitor comes back after signing up, and where checkout returns when left. */
  returnPath: string;
  strings: BuyButtonStrings;
  describedBy?: string;
  emphasis?: "primary" | "secondary";
}) {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pressed = useRef(false);
  const router = useRouter();
  const signUp = () => router.push(`${signUpPath}?next=${encodeURIComponent(returnPath)}`);

  // Back from the checkout page through the browser's history (page restored from its cache): usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      pressed.current = false;
      setBusy(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  async function buy() {
    if (pressed.current) return;
    pressed.current = true;
    setBusy(true);
    setError(null);
    if (!sessionStore.getSnapshot().isRegistered) return signUp();
    try {
      const { startCheckout } = await import("../client/billing-api");
      // The provider's page (the sandbox's on our origin, or Stripe's), named by our server.
      window.location.assign(new URL((await startCheckout({ planId, currency, returnPath })).url, window.location.href).href);
    } catch (caught) {
      const status = (caught as { status?: number }).status;
      // Signed out in another tab meanwhile: sign up (or in) first, then come back.
      if (status === 401 || status === 403) return signUp();
      setError(strings[errorKey(status)]);
      pressed.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => void buy()}
        disabled={isBusy}
        aria-describedby={describedBy}
        className={buttonVariants({ variant: emphasis, size: "lg", className: "w-full" })}
      >
        {isBusy ? strings.opening : strings.label}
      </button>
      <p role="alert" className="min-h-0 text-sm font-medium text-red-800">
        {error}
      </p>
    </div>
  );
}
