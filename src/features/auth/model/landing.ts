import { safeRedirectPath } from "@/lib/http/safe-redirect";

/** Where a person lands after signing in or up (decision record 0027): their plan, not the marketing home page. */
export const LANDING_PAGE = "/my-plan";

export const landingPath = (locale: string) => `/${locale}${LANDING_PAGE}`;

/**
 * The one choice of where a finished sign-in, sign-up, sign-in link, autologin or social sign-in
 * goes: an explicit return path if it is a page of ours (safeRedirectPath), else the landing page.
 */
export function afterSignInPath(next: string | null | undefined, locale: string, ownOrigin?: string): string {
  return safeRedirectPath(next, landingPath(locale), ownOrigin);
}
