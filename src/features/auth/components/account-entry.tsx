"use client";

import { useEffect, useSyncExternalStore } from "react";
import { buttonVariants } from "@/components/ui/button";
import { sessionStore } from "@/lib/session/session-store";
import { readWithAuth } from "../client/auth-storage";
import { signOut } from "../client/identity-api";
import { ensureSession, isSignInRoute, readSessionState } from "../client/session-bootstrap";

/** A sign-in or sign-out in this tab (the session store), or in another tab (its storage). */
function subscribe(onChange: () => void) {
  const unsubscribe = sessionStore.subscribe(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    unsubscribe();
    window.removeEventListener("storage", onChange);
  };
}

/**
 * The header's sign-in entry; once a registered user is signed in, a link to the account and a
 * sign-out button (on small screens sign-out lives in the account settings).
 */
export function AccountEntry({
  signInHref,
  signInLabel,
  signOutLabel,
  accountHref,
  accountLabel,
}: {
  signInHref: string;
  signInLabel: string;
  signOutLabel: string;
  accountHref: string;
  accountLabel: string;
}) {
  const isSignedIn = useSyncExternalStore(subscribe, readWithAuth, () => false);
  // Elsewhere the session bootstrap refreshes the flag; the sign-in routes skip it, so ask here.
  useEffect(() => {
    if (isSignInRoute(window.location.pathname)) readSessionState().catch(() => undefined);
  }, []);
  if (!isSignedIn) {
    return (
      <a href={signInHref} className={buttonVariants({ size: "sm", className: "whitespace-nowrap" })}>
        {signInLabel}
      </a>
    );
  }
  return (
    <>
      <a href={accountHref} className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-gray-100">
        {accountLabel}
      </a>
      <span className="hidden sm:inline-flex">
        <button
          type="button"
          className={buttonVariants({ size: "sm", variant: "secondary", className: "whitespace-nowrap" })}
          onClick={() => {
            void signOut().then(() => (isSignInRoute(window.location.pathname) ? undefined : ensureSession()));
          }}
        >
          {signOutLabel}
        </button>
      </span>
    </>
  );
}
