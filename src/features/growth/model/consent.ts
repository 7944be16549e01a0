/**
 * Cookie consent with Google Consent Mode v2 semantics (spec section 9): visitors in the European
 * region codes (EU, EEA, UK, CH) start with ads and analytics storage denied and the page waits up
 * to 2 s for their choice; elsewhere the documented defaults apply (granted, opt-out). A visitor
 * whose country is unknown is treated as European: the stricter default.
 */
export const CONSENT_WAIT_FOR_UPDATE_MS = 2000;

export const EUROPEAN_REGION_CODES = [
  // EU
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
  // EEA
  "IS",
  "LI",
  "NO",
  // UK and Switzerland
  "GB",
  "CH",
] as const;

export type ConsentCategory = "necessary" | "analytics" | "marketing";
export type ConsentSignal = "granted" | "denied";

/** The four Consent Mode v2 signals plus the two that are always granted. */
export interface ConsentModeState {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
  functionality_storage: "granted";
  security_storage: "granted";
}

export interface ConsentDefaults {
  /** "opt-in": nothing optional runs before the visitor agrees; "opt-out": it runs until they refuse. */
  mode: "opt-in" | "opt-out";
  consentMode: ConsentModeState & { wait_for_update?: number };
  isEuropeanRegion: boolean;
}

export function isEuropeanRegion(countryCode: string | null | undefined): boolean {
  if (!countryCode || !/^[A-Za-z]{2}$/.test(countryCode)) return true;
  return (EUROPEAN_REGION_CODES as readonly string[]).includes(countryCode.toUpperCase());
}

export function consentModeFor(categories: { analytics: boolean; marketing: boolean }): ConsentModeState {
  const ads: ConsentSignal = categories.marketing ? "granted" : "denied";
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: categories.analytics ? "granted" : "denied",
    functionality_storage: "granted",
    security_storage: "granted",
  };
}

export function consentDefaultsFor(countryCode: string | null | undefined): ConsentDefaults {
  const european = isEuropeanRegion(countryCode);
  if (european) {
    return {
      mode: "opt-in",
      isEuropeanRegion: true,
      consentMode: { ...consentModeFor({ analytics: false, marketing: false }), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS },
    };
  }
  return { mode: "opt-out", isEuropeanRegion: false, consentMode: consentModeFor({ analytics: true, marketing: true }) };
}

/** One entry of a consent update as POST /v1/dnt stores it. */
export interface ConsentEntry {
  category: ConsentCategory;
  granted: boolean;
}

/**
 * What is in effect: the visitor's choice when they made one, else the region's default. A Global
 * Privacy Control signal is an opt-out of selling and sharing: marketing stays off whatever else.
 */
export function effectiveConsent(
  choice: { analytics: boolean; marketing: boolean } | null,
  defaults: ConsentDefaults,
  signals: { globalPrivacyControl?: boolean } = {},
): { analytics: boolean; marketing: boolean } {
  const granted = defaults.mode === "opt-out";
  const base = choice ?? { analytics: granted, marketing: granted };
  return signals.globalPrivacyControl ? { ...base, marketing: false } : base;
}

export function consentEntries(categories: { analytics: boolean; marketing: boolean }): ConsentEntry[] {
  return [
    { category: "necessary", granted: true },
    { category: "analytics", granted: categories.analytics },
    { category: "marketing", granted: categories.marketing },
  ];
}

/**
 * Whether the account's latest consent record (from another device) should replace this
 * browser's choice. Server times are compared with server times (`localRecordedAt`: when the
 * server stored the last record this browser sent or applied); the browser's own clock is used
 * only when this browser never learned one. A change not yet sent is the newest and wins.
 */
export function shouldApplyAccountChoice(input: {
  recordAt: string;
  hasLocalChoice: boolean;
  localRecordedAt: string | null;
  localChoiceAt: string | null;
  hasPendingUpdate: boolean;
}): boolean {
  const recordAt = Date.parse(input.recordAt);
  if (input.hasPendingUpdate || Number.isNaN(recordAt)) return false;
  if (!input.hasLocalChoice) return true;
  const recordedAt = Date.parse(input.localRecordedAt ?? "");
  if (!Number.isNaN(recordedAt)) return recordAt > recordedAt;
  const choiceAt = Date.parse(input.localChoiceAt ?? "");
  return Number.isNaN(choiceAt) || recordAt > choiceAt;
}
