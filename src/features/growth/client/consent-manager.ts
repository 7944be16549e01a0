import type { CookieConsentConfig } from "vanilla-cookieconsent";
// The banner's styles come with it, after the first paint: no page waits on them (our colours and
// phone layout in globals.css use selectors that outrank the library's, whichever loads first).
import "vanilla-cookieconsent/dist/cookieconsent.css";
import { yieldToMain } from "@/lib/browser/yield-to-main";
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from "../model/cookies";
import { consentDefaultsFor, consentEntries, effectiveConsent, type ConsentEntry } from "../model/consent";
import { pushConsentDefaults, pushConsentUpdate } from "./consent-mode";
import { setConsentState } from "./consent-state";

export interface ConsentStrings {
  bannerTitle: string;
  bannerDescription: string;
  acceptAll: string;
  rejectAll: string;
  managePreferences: string;
  preferencesTitle: string;
  savePreferences: string;
  close: string;
  introTitle: string;
  introDescription: string;
  necessaryTitle: string;
  necessaryDescription: string;
  analyticsTitle: string;
  analyticsDescription: string;
  marketingTitle: string;
  marketingDescription: string;
  moreTitle: string;
  moreDescription: string;
  privacyPolicy: string;
  cookiePolicy: string;
}

export type ConsentSource = "banner" | "preferences" | "do_not_sell";

type CookieConsentApi = typeof import("vanilla-cookieconsent");

let api: CookieConsentApi | null = null;
let nextSource: ConsentSource | null = null;
/** True while a choice from the account is being applied: it came from the server, so it is not sent back. */
let isApplyingAccountChoice = false;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Starts the consent banner and preferences dialog (vanilla-cookieconsent). European visitors (and
 * visitors whose country is unknown) get opt-in, everyone else opt-out. Every change after the
 * first load is reported through `onUpdate` (which sends POST /v1/dnt, debounced).
 */
export async function startConsent(options: {
  locale: string;
  countryCode: string | null;
  offerMarketing: boolean;
  strings: ConsentStrings;
  onUpdate: (entries: ConsentEntry[], source: ConsentSource) => void;
}): Promise<void> {
  pushConsentDefaults();
  const defaults = consentDefaultsFor(options.countryCode);
  const CookieConsent = await import("vanilla-cookieconsent");
  await yieldToMain();
  api = CookieConsent;

  const read = () => {
    const choice = CookieConsent.validConsent()
      ? {
          analytics: CookieConsent.acceptedCategory("analytics"),
          marketing: options.offerMarketing && CookieConsent.acceptedCategory("marketing"),
        }
      : null;
    return effectiveConsent(choice, defaults, { globalPrivacyControl: hasGlobalPrivacyControl() });
  };
  const apply = (report: ConsentSource | null) => {
    const categories = read();
    setConsentState(categories);
    pushConsentUpdate(categories);
    if (report && !isApplyingAccountChoice) options.onUpdate(consentEntries(categories), nextSource ?? report);
    nextSource = null;
  };

  const s = options.strings;
  const link = (path: string, label: string) => `<a href="/${options.locale}/terms/${path}">${escapeHtml(label)}</a>`;
  const config: CookieConsentConfig = {
    mode: defaults.mode,
    revision: 1,
    // Headless browsers (navigator.webdriver) are real users in tests and tools; show them the banner too.
    hideFromBots: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_COOKIE_DAYS, sameSite: "Lax" },
    guiOptions: {
      // Bottom right on wide screens (the hero's buttons are on the left); under the header on
      // phones (globals.css), where the bottom of the screen holds the page's main buttons.
      consentModal: { layout: "box", position: "bottom right", equalWeightButtons: true },
      preferencesModal: { layout: "box", equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { enabled: defaults.mode === "opt-out" },
      ...(options.offerMarketing ? { marketing: { enabled: defaults.mode === "opt-out" && !hasGlobalPrivacyControl() } } : {}),
    },
    onModalReady: ({ modalName, modal }) => {
      if (modalName === "consentModal") makeBannerNonModal(modal, () => CookieConsent.hide());
    },
    onFirstConsent: () => apply("banner"),
    onChange: () => apply("preferences"),
    language: {
      default: options.locale,
      translations: {
        [options.locale]: {
          consentModal: {
            title: s.bannerTitle,
            description: escapeHtml(s.bannerDescription),
            acceptAllBtn: s.acceptAll,
            acceptNecessaryBtn: s.rejectAll,
            showPreferencesBtn: s.managePreferences,
            footer: `${link("privacy-policy", s.privacyPolicy)} ${link("cookie-policy", s.cookiePolicy)}`,
          },
          preferencesModal: {
            title: s.preferencesTitle,
            acceptAllBtn: s.acceptAll,
            acceptNecessaryBtn: s.rejectAll,
            savePreferencesBtn: s.savePreferences,
            closeIconLabel: s.close,
            sections: [
              { title: s.introTitle, description: escapeHtml(s.introDescription) },
              { title: s.necessaryTitle, description: escapeHtml(s.necessaryDescription), linkedCategory: "necessary" },
              { title: s.analyticsTitle, description: escapeHtml(s.analyticsDescription), linkedCategory: "analytics" },
              ...(options.offerMarketing
                ? [{ title: s.marketingTitle, description: escapeHtml(s.marketingDescription), linkedCategory: "marketing" }]
                : []),
              { title: s.moreTitle, description: `${escapeHtml(s.moreDescription)} ${link("cookie-policy", s.cookiePolicy)}` },
            ],
          },
        },
      },
    },
  };
  await CookieConsent.run(config);
  // The state in effect now: a stored choice, or the region's default until one is made.
  apply(null);
}

/**
 * The banner leaves the page usable (it is not dimmed), so it is not a modal dialog: Tab moves on
 * past it (the library traps Tab in a keydown listener on its root, which this one stops short of),
 * and Escape closes it without recording a choice (it asks again on the next page), handing focus
 * to the page's main content. The preferences dialog stays modal.
 */
function makeBannerNonModal(banner: HTMLElement, close: () => void): void {
  banner.setAttribute("aria-modal", "false");
  banner.addEventListener("keydown", (event) => {
    if (event.key === "Tab") event.stopPropagation();
    if (event.key !== "Escape") return;
    event.stopPropagation();
    close();
    const main = document.getElementById("main");
    if (main) main.focus({ preventScroll: true });
    else (document.activeElement as HTMLElement | null)?.blur();
  });
}

function hasGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

export function showConsentPreferences(): void {
  api?.showPreferences();
}

/** Do not sell or share: marketing off (analytics as it was); reported with source "do_not_sell". */
export function setDoNotSell(optOut: boolean): void {
  if (!api) return;
  const accepted = ["necessary", ...(api.acceptedCategory("analytics") ? ["analytics"] : []), ...(optOut ? [] : ["marketing"])];
  nextSource = "do_not_sell";
  api.acceptCategory(accepted);
}

/**
 * Applies a choice the account made on another device (GET /v1/dnt) in this browser, without
 * sending it back; the caller decides whether it should (shouldApplyAccountChoice).
 */
export function applyAccountConsent(record: { entries: ConsentEntry[] }): void {
  if (!api) return;
  const granted = record.entries.filter((entry) => entry.granted && entry.category !== "necessary").map((entry) => entry.category);
  isApplyingAccountChoice = true;
  try {
    api.acceptCategory(["necessary", ...granted]);
  } finally {
    isApplyingAccountChoice = false;
  }
  api.hide();
}

/** This browser's stored choice: whether there is one, and when it was made (browser clock). */
export function localConsentChoice(): { hasChoice: boolean; madeAt: string | null } {
  if (!api?.validConsent()) return { hasChoice: false, madeAt: null };
  return { hasChoice: true, madeAt: api.getCookie("lastConsentTimestamp") ?? null };
}

export function isConsentReady(): boolean {
  return api !== null;
}
