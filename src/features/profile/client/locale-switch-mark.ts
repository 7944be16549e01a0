import { normalizeLocale, type Locale } from "@/lib/i18n/locales";

/**
 * Set when a sign-in switched the page to the account's interface language
 * (`applyAccountInterfaceLocale`), so that page can say so and offer the language the person was
 * using. Kept for this tab only; read once.
 */
export const LOCALE_SWITCH_KEY = "lingora:account-locale-switched";

export interface LocaleSwitch {
  from: Locale;
  to: Locale;
}

export interface LocaleSwitchStrings {
  /** "Lingora is now in {language}, the language saved in your account." */
  text: string;
  /** "Switch to {language}" (the language the person was using, named in itself). */
  switchBack: string;
  dismiss: string;
  failed: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function markLocaleSwitch(change: LocaleSwitch): void {
  try {
    storage()?.setItem(LOCALE_SWITCH_KEY, JSON.stringify(change));
  } catch {
    // Storage full or blocked: the switch simply goes without a word.
  }
}

/** The switch that brought the person to a page in `pageLocale`, if any; it is forgotten once read. */
export function takeLocaleSwitch(pageLocale: string): LocaleSwitch | null {
  const raw = storage()?.getItem(LOCALE_SWITCH_KEY);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const change = parsed as Partial<Record<keyof LocaleSwitch, unknown>> | null;
  const from = normalizeLocale(typeof change?.from === "string" ? change.from : undefined);
  const to = normalizeLocale(typeof change?.to === "string" ? change.to : undefined);
  // Not this page's (the navigation has not landed yet): kept for the page it is for.
  if (to && to !== pageLocale) return null;
  storage()?.removeItem(LOCALE_SWITCH_KEY);
  return from && to && from !== to ? { from, to } : null;
}
