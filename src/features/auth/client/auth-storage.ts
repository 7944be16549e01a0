import { clearLearningMark } from "@/lib/session/product-nav";
import { sessionStore } from "@/lib/session/session-store";

/** Browser storage names from the spec (section 3, "Storage names"). */
export const STS_TOKEN_MANAGER_KEY = "stsTokenManager";
export const WITH_AUTH_KEY = "withAuth";

export interface StsTokenManager {
  /** The short-lived id token (JWT) for the product API. No refresh token is ever stored here. */
  accessToken: string;
  /** Epoch milliseconds. */
  expirationTime: number;
}

/** Refresh this long before the id token expires (spec: 5 minutes). */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;

export function isTokenFresh(token: StsTokenManager | null, now: number): token is StsTokenManager {
  return Boolean(token && token.expirationTime - TOKEN_REFRESH_MARGIN_MS > now);
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readTokenManager(): StsTokenManager | null {
  try {
    const raw = safeStorage()?.getItem(STS_TOKEN_MANAGER_KEY);
    const parsed = raw ? (JSON.parse(raw) as StsTokenManager) : null;
    return parsed && typeof parsed.accessToken === "string" && typeof parsed.expirationTime === "number" ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Forgets the stored id token without signing out: after a sign-in it is the old session's, and a
 * call made before the new one arrives would send it and get a 401. The session store keeps its
 * value until the new token is written (nothing reads the store to decide whether to sign in).
 */
export function dropStoredToken(): void {
  try {
    safeStorage()?.removeItem(STS_TOKEN_MANAGER_KEY);
  } catch (error) {
    console.warn("could not clear the token manager", error);
  }
}

export function writeTokenManager(token: StsTokenManager): void {
  try {
    safeStorage()?.setItem(STS_TOKEN_MANAGER_KEY, JSON.stringify(token));
  } catch (error) {
    console.warn("could not store the token manager", error);
  }
  sessionStore.update({ idToken: token.accessToken });
}

/** Registered sign-in: "true"; after sign-out: "false" (the signed-out flag). The session store follows. */
export function writeWithAuth(value: boolean): void {
  try {
    safeStorage()?.setItem(WITH_AUTH_KEY, String(value));
  } catch (error) {
    console.warn("could not store the sign-in flag", error);
  }
  sessionStore.update({ isRegistered: value });
}

export function readWithAuth(): boolean {
  return safeStorage()?.getItem(WITH_AUTH_KEY) === "true";
}

let sessionEpoch = 0;

/**
 * Counts local sign-ins and sign-outs. A token request that began before one may answer with the
 * other account's token (the cookie it carried); getIdToken compares the epoch and asks again.
 */
export function currentSessionEpoch(): number {
  return sessionEpoch;
}

/** A sign-in has changed the session cookie: tokens asked for before it are the old session's. */
export function markSignedIn(): void {
  sessionEpoch += 1;
}

export function clearLocalAuth(): void {
  sessionEpoch += 1;
  try {
    safeStorage()?.removeItem(STS_TOKEN_MANAGER_KEY);
  } catch (error) {
    console.warn("could not clear the token manager", error);
  }
  sessionStore.update({ idToken: null });
  writeWithAuth(false);
  // The header goes back to the marketing links (decision record 0027).
  clearLearningMark();
}

/** The session store starts from what this browser keeps (called once per page load, in the browser). */
export function seedSessionStore(): void {
  sessionStore.update({ isRegistered: readWithAuth(), idToken: readTokenManager()?.accessToken ?? null });
}
