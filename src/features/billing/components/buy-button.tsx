"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { sessionStore } from "@/lib/session/session-store";

export interface BuyButtonStrings {
  label: string;
  opening: string;
  errorNetwork: string;
  errorBusy: string;
  errorUnavailable: string;
  errorGeneric: string;
  /** 409: the person already holds a live subscription of this product type. */
  errorHeld: string;
}

/** Which message a failed checkout start shows (ApiError's status; 0 is the network; 401 and 403 go to sign-up before). */
const errorKey = (status = 500): keyof BuyButtonStrings =>
  status === 0
    ? "errorNetwork"
    : status === 429
      ? "errorBusy"
      : status === 409
        ? "errorHeld"
        : status < 500
          ? "errorUnavailable"
          : "errorGeneric";

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

  async function buy() {
    if (pressed.current) return;
    pressed.current = true;
    setBusy(true);
    setError(null);
    if (!sessionStore.getSnapshot().isRegistered) return signUp();
    try {
      const { startCheckout } = await import("../client/billing-api");
      const { url } = await startCheckout({ planId, currency, returnPath });
      // Back from the checkout page through the browser's history (the page restored as it was left): usable again.
      window.addEventListener(
        "pageshow",
        () => {
          pressed.current = false;
          setBusy(false);
        },
        { once: true },
      );
      // The provider's page (the sandbox's on our origin, or Stripe's), named by our server.
      window.location.assign(new URL(url, window.location.href).href);
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
      <p role="alert" className="text-sm font-medium text-red-800">
        {error}
      </p>
    </div>
  );
}
