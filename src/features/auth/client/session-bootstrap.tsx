"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { sessionStore } from "@/lib/session/session-store";
import { currentSessionEpoch, seedSessionStore, writeWithAuth } from "./auth-storage";
import { withSessionLock } from "./session-lock";

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
      let state: SessionState = { isLogged: false, isAnonymous: false };
      for (let attempt = 0; attempt < 3; attempt++) {
        const epoch = currentSessionEpoch();
        state = (await (await fetch("/api/auth/sign-in", { credentials: "same-origin" })).json()) as SessionState;
        // A sign-in or sign-out in this tab while it was asked: the answer is the old session's
        // (writing it would undo the sign-out's flag), so ask again.
        if (currentSessionEpoch() !== epoch) continue;
        writeWithAuth(state.isLogged && !state.isAnonymous);
        return state;
      }
      // Still changing: the flag stays as the latest sign-in or sign-out set it.
      return state;
    } finally {
      stateInFlight = null;
    }
  })();
  return stateInFlight;
}

/**
 * Makes sure the browser has a session: signs in anonymously when nobody is signed in. Asked and
 * done under the session lock, so a sign-in in another tab comes before (and this finds it) or after.
 * Never on a sign-in route: a guest session made there (by a token asked for in the background,
 * such as the cookie choice's sync) would take the place of the sign-in under way, and its second
 * step would then check the code against the guest. There it rejects, and the caller goes without.
 */
export function ensureSession(): Promise<void> {
  if (typeof window !== "undefined" && isSignInRoute(window.location.pathname)) {
    return Promise.reject(new Error("no anonymous session on a sign-in route"));
  }
  inFlight ??= (async () => {
    try {
      // The identity client (and its error catalogue) loads only when a visitor needs a session.
      const { identityBase } = await import("./identity-api");
      await withSessionLock(async () => {
        const state = await readSessionState();
        if (state.isLogged) return;
        const base = identityBase();
        await fetch(`${base.url}/sign-in/anonymous`, {
          method: "POST",
          credentials: base.credentials,
          headers: { "Content-Type": "application/json" },
          body: "{}",
        });
      });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/**
 * Connects this tab's session store to identity: it starts from what the browser keeps, and the
 * product API's id tokens come from identity-api's getIdToken (loaded when the first token is
 * asked for, not in the page's first load), signing in anonymously first when there is no
 * session yet (a first visit).
 */
function connectSessionStore(): void {
  seedSessionStore();
  sessionStore.connectIdTokenSource(async (options) => {
    const { getIdToken } = await import("./identity-api");
    try {
      return await getIdToken(options);
    } catch {
      await ensureSession();
      return getIdToken(options);
    }
  });
}

// This tab's session store is seeded and given its id-token source as the page's code loads.
if (typeof window !== "undefined") connectSessionStore();

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
