/** The account whose consent record this tab has already read (once per browser session). */
export const SYNCED_KEY = "lingora:consent-synced";

/** A sign-in reads the account's choice again, even within this session (synchronous: the sign-in page navigates on at once). */
export function forgetAccountConsentSync(): void {
  try {
    window.sessionStorage.removeItem(SYNCED_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
