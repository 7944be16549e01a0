"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { writeWithAuth } from "./auth-storage";
import { connectSessionStore, identityBase } from "./identity-api";

const CRAWLER = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse|preview/i;

/** Routes that sign someone in themselves: the sign-in page, email action links and autologin. */
const SIGN_IN_ROUTES = ["sign-in", "auth/action", "autologin"];

/** "/uk/sign-in" and "/sign-in" are the sign-in route; no anonymous sign-in happens there. */
export function isSignInRoute(pathname: string): boolean {
  const segments = pathname.split("/").filter(Boolean);
  const rest = (segments[0] && /^[a-z]{2}(-\d{3})?$/i.test(segments[0]) ? segments.slice(1) : segments).join("/");
  return SIGN_IN_ROUTES.includes(rest);
}

let inFlight: Promise<void> | null = null;
let stateInFlight: Promise<SessionState> | null = null;

export interface SessionState {
  isLogged: boolean;
  isAnonymous: boolean;
}

/**
 * Asks the server who is signed in (the session cookie decides, not this tab's storage) and
 * keeps the signed-in flag in step, so the header tells the truth on every page.
 */
export function readSessionState(): Promise<SessionState> {
  stateInFlight ??= (async () => {
    try {
      const state = (await (await fetch("/api/auth/sign-in", { credentials: "same-origin" })).json()) as SessionState;
      writeWithAuth(state.isLogged && !state.isAnonymous);
      return state;
    } finally {
      stateInFlight = null;
    }
  })();
  return stateInFlight;
}

/** Makes sure the browser has a session: signs in anonymously when nobody is signed in. */
export function ensureSession(): Promise<void> {
  inFlight ??= (async () => {
    try {
      const state = await readSessionState();
      if (state.isLogged) return;
      const base = identityBase();
      await fetch(`${base.url}/sign-in/anonymous`, {
        method: "POST",
        credentials: base.credentials,
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

// This tab's session store is seeded and given its id-token source as the page's code loads.
if (typeof window !== "undefined") connectSessionStore(ensureSession);

/**
 * After the page is shown: a visitor with no session is signed in anonymously (except on the
 * sign-in route and for crawlers), so cached public pages stay shared and bots create nothing.
 */
export function SessionBootstrap() {
  const pathname = usePathname() ?? "/";
  useEffect(() => {
    if (isSignInRoute(pathname) || CRAWLER.test(navigator.userAgent)) return;
    ensureSession().catch(() => undefined);
  }, [pathname]);
  return null;
}
