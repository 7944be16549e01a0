import { normalizeLocale, rememberLocale, type Locale } from "@/lib/i18n/locales";
import { isPublishedIn, type PagePublication } from "@/lib/pages";
import { markLocaleSwitch } from "./locale-switch-mark";

/**
 * The path of the current page in another interface language, or null when the page is not
 * published in it (or is in it already), as `pages` (the page registry) says.
 * "/uk/profile/settings" → "/de/profile/settings".
 */
export function pathInLocale(pages: readonly PagePublication[], pathname: string, target: Locale): string | null {
  const [, first, ...rest] = pathname.split("/");
  const current = normalizeLocale(first);
  if (!current || current === target) return null;
  const page = rest.length ? `/${rest.join("/")}` : "/";
  if (!isPublishedIn(pages, target, page)) return null;
  return page === "/" ? `/${target}` : `/${target}${page}`;
}

/**
 * After a sign-in, the account's interface language (saved on another browser, say) becomes this
 * browser's: it is remembered, and the page switches to it when it exists in that language (and
 * then says so: `LocaleSwitchNotice`).
 * Returns true when nothing is left to do (the page is in that language, or cannot be).
 */
export function applyAccountInterfaceLocale(
  pages: readonly PagePublication[],
  saved: string | null,
  navigate: (path: string) => void,
): boolean {
  const target = normalizeLocale(saved ?? undefined);
  if (!target) return true;
  rememberLocale(target);
  const path = pathInLocale(pages, window.location.pathname, target);
  if (!path) return true;
  // The page in the account's language says so, and offers the one the person was using.
  const from = normalizeLocale(window.location.pathname.split("/")[1]);
  if (from) markLocaleSwitch({ from, to: target });
  navigate(`${path}${window.location.search}${window.location.hash}`);
  return false;
}
