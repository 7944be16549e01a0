import { AuthError, mapAuthError } from "../model/auth-errors";
import {
  clearLocalAuth,
  currentSessionEpoch,
  dropStoredToken,
  isTokenFresh,
  markSignedIn,
  readTokenManager,
  writeTokenManager,
  writeWithAuth,
} from "./auth-storage";

import { checkEmulatorUrl } from "../model/emulator-url";
import { withSessionLock } from "./session-lock";

/**
 * Where the identity service is: our own /api/identity, or a development auth server when
 * AUTH_EMULATOR_URL is configured (the layout puts it on <html data-auth-server>).
 */
export function identityBase(): { url: string; credentials: RequestCredentials } {
  const emulator = typeof document === "undefined" ? undefined : document.documentElement.dataset.authServer;
  if (!emulator) return { url: "/api/identity", credentials: "same-origin" };
  return { url: `${checkEmulatorUrl(emulator).origin}/api/identity`, credentials: "include" };
}

/** Calls the identity service; any failure becomes an AuthError with a catalogue code. */
export async function callIdentity<T = unknown>(path: string, body?: unknown, method?: "GET" | "POST"): Promise<T> {
  let response: Response;
  const base = identityBase();
  const verb = method ?? (body === undefined ? "GET" : "POST");
  const send = () =>
    fetch(`${base.url}${path}`, {
      method: verb,
      credentials: base.credentials,
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        "X-Lingora-Locale": document.documentElement.lang || "en",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  try {
    // A call that can change the session cookie (sign-in, sign-up, a verified code) waits for an
    // anonymous sign-in another tab is making, so that one cannot answer last (session-lock.ts).
    response = await (verb === "POST" ? withSessionLock(send) : send());
  } catch {
    throw new AuthError("network-request-failed");
  }
  const data = (await response.json().catch(() => null)) as (T & { code?: string }) | null;
  if (!response.ok) throw new AuthError(mapAuthError({ status: response.status, code: data?.code }));
  return data as T;
}

/** The refresh on its way, shared: a page's calls that all need a new token make one request. */
let refreshing: Promise<string> | null = null;

/** The id token for the product API, refreshed 5 minutes before it expires. */
export async function getIdToken(options: { forceRefresh?: boolean } = {}): Promise<string> {
  const stored = readTokenManager();
  if (!options.forceRefresh && isTokenFresh(stored, Date.now())) return stored.accessToken;
  // A refresh already on its way answers a forced one too: it asks for a new token either way.
  refreshing ??= refreshIdToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshIdToken(): Promise<string> {
  const epoch = currentSessionEpoch();
  const { token } = await callIdentity<{ token: string }>("/token");
  // Signed in or out while the request was on its way: the answer may be the other session's token.
  if (currentSessionEpoch() !== epoch) return refreshIdToken();
  const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { exp: number };
  writeTokenManager({ accessToken: token, expirationTime: payload.exp * 1000 });
  return token;
}

/**
 * After a registered sign-in: the signed-in flag and the new session's token. A refresh already on
 * its way carried the old cookie: the epoch makes it ask again, and the forced call waits for that.
 */
export async function completeSignIn(): Promise<void> {
  markSignedIn();
  // The stored token is the old session's (an anonymous visitor's): calls that the signed-in flag
  // sets off below wait for the new session's token instead of sending it and getting a 401.
  dropStoredToken();
  const fresh = getIdToken({ forceRefresh: true }).catch(() => undefined);
  writeWithAuth(true);
  await fresh;
}

/** Sign-out: end the server session, then clear local keys and set the signed-out flag. */
export async function signOut(): Promise<void> {
  await fetch("/api/auth/sign-out", { credentials: "same-origin" }).catch(() => undefined);
  clearLocalAuth();
}
