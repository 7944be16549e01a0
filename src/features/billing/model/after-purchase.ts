import { safeRedirectPath } from "@/lib/http/safe-redirect";

/**
 * Where a learner goes after buying: a page that sent them to buy (a premium-locked lesson) keeps
 * its path in sessionStorage under this key; the success page offers it back. Only paths of ours
 * are taken (`safeRedirectPath`), and only for the locale the purchase was made in.
 */
export const AFTER_PURCHASE_STORAGE_KEY = "lingora.afterPurchase";

/** The inline script a page renders to be offered back after a purchase (`path` is ours, built on the server). */
export function rememberForAfterPurchaseScript(path: string): string {
  // JSON.stringify quotes the path; `<` is escaped so the value can never close the script tag.
  const value = JSON.stringify(path).replace(/</g, "\\u003c");
  return `try{sessionStorage.setItem(${JSON.stringify(AFTER_PURCHASE_STORAGE_KEY)},${value})}catch(e){}`;
}

/**
 * The primary link on the success page of a purchase: the remembered page when it is one of ours in
 * this locale, else `fallback` (the course for a courses plan, the profile for anything else).
 */
export function afterPurchaseHref(remembered: string | null, locale: string, fallback: string): { href: string; remembered: boolean } {
  const safe = safeRedirectPath(remembered, "");
  if (safe && (safe === `/${locale}` || safe.startsWith(`/${locale}/`))) return { href: safe, remembered: true };
  return { href: fallback, remembered: false };
}
