"use client";

import { useEffect, useSyncExternalStore } from "react";
import { sessionStore } from "@/lib/session/session-store";
import { readWithAuth } from "../client/auth-storage";
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
  signInClassName,
  signOutClassName,
}: {
  signInHref: string;
  signInLabel: string;
  signOutLabel: string;
  accountHref: string;
  accountLabel: string;
  /** The buttons' classes, worked out on the server (AccountMenu) so no class builder is in the first load. */
  signInClassName: string;
  signOutClassName: string;
}) {
  const isSignedIn = useSyncExternalStore(subscribe, readWithAuth, () => false);
  // Elsewhere the session bootstrap refreshes the flag; the sign-in routes skip it, so ask here.
  useEffect(() => {
    if (isSignInRoute(window.location.pathname)) readSessionState().catch(() => undefined);
  }, []);
  if (!isSignedIn) {
    return (
      <a href={signInHref} className={signInClassName}>
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
          className={signOutClassName}
          onClick={() => {
            // The identity client loads on the click, not with the header.
            void import("../client/identity-api")
              .then(({ signOut }) => signOut())
              .then(() => (isSignInRoute(window.location.pathname) ? undefined : ensureSession()));
          }}
        >
          {signOutLabel}
        </button>
      </span>
    </>
  );
}
