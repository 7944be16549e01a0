/** How a finished social sign-in reports back to the page that opened it. */
export const SOCIAL_RESULT_MESSAGE = "lingora:social-sign-in";
export const SOCIAL_RESULT_CHANNEL = "lingora-auth";
export const REDIRECT_RESULT_KEY = "lingora:redirectResult";

export interface SocialResult {
  type: typeof SOCIAL_RESULT_MESSAGE;
  ok: boolean;
  error?: string;
  userId?: string;
}

export function isSocialResult(value: unknown): value is SocialResult {
  return typeof value === "object" && value !== null && (value as SocialResult).type === SOCIAL_RESULT_MESSAGE;
}

/** better-auth's callback errors (query `error=`) → our catalogue codes. */
export function socialErrorCode(error: string | null): string | undefined {
  if (!error) return undefined;
  if (/account_not_linked|account_already_linked/i.test(error)) return "account-exists-with-different-credential";
  if (/access_denied|cancel/i.test(error)) return "popup-closed-by-user";
  if (/^[a-z-]+$/.test(error)) return error;
  return "internal-error";
}
