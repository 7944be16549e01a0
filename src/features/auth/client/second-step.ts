/**
 * Paths that sign in away from the sign-in form (an email link, an autologin link, a phone code,
 * social sign-in) meet the second-step challenge too (`twoFactorRedirect`, or the error
 * `multi-factor-auth-required` on a redirect). They continue on the sign-in page, which opens
 * its second step; the challenge itself lives in an HttpOnly cookie the server set.
 */
export const SECOND_STEP_PARAM = "step";
export const SECOND_STEP_VALUE = "second-factor";

export function secondStepPath(locale: string, next?: string | null): string {
  const params = new URLSearchParams({ [SECOND_STEP_PARAM]: SECOND_STEP_VALUE });
  if (next) params.set("next", next);
  return `/${locale}/sign-in?${params}`;
}

export function isSecondStepRequest(search: string): boolean {
  return new URLSearchParams(search).get(SECOND_STEP_PARAM) === SECOND_STEP_VALUE;
}

/** The identity service's answer when a sign-in needs the second step. */
export function needsSecondStep(result: unknown): boolean {
  return typeof result === "object" && result !== null && (result as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
}
