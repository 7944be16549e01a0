/**
 * Set when a sign-in happens in this tab, cleared once the page is in the account's interface
 * language. Kept in sessionStorage because the sign-in page goes on to another page (which may
 * land before or after the profile answers); it lapses after a minute.
 */
export const SIGN_IN_MARK_KEY = "lingora:apply-account-locale";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function markSignIn(): void {
  try {
    storage()?.setItem(SIGN_IN_MARK_KEY, String(Date.now()));
  } catch {
    // Storage full or blocked: the interface language simply stays as it is.
  }
}

export const SIGN_IN_MARK_TTL_MS = 60_000;

export function hasSignInMark(now = Date.now()): boolean {
  const at = Number(storage()?.getItem(SIGN_IN_MARK_KEY));
  return Number.isFinite(at) && at > 0 && now - at < SIGN_IN_MARK_TTL_MS;
}

export function clearSignInMark(): void {
  storage()?.removeItem(SIGN_IN_MARK_KEY);
}
