import { consentModeFor, CONSENT_WAIT_FOR_UPDATE_MS, EUROPEAN_REGION_CODES } from "../model/consent";

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

function gtag(...args: unknown[]) {
  window.dataLayer ??= [];
  // Consent Mode reads `arguments` objects from the data layer, exactly as Google's snippet pushes them.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
  void args;
}

/**
 * Google Consent Mode v2 defaults, as Google documents them: denied for the European region
 * codes with a 2 s wait for an update, granted elsewhere. Any Google tag added later obeys them.
 */
export function pushConsentDefaults(): void {
  window.gtag ??= gtag;
  window.gtag("consent", "default", {
    ...consentModeFor({ analytics: false, marketing: false }),
    region: [...EUROPEAN_REGION_CODES],
    wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
  });
  window.gtag("consent", "default", consentModeFor({ analytics: true, marketing: true }));
}

export function pushConsentUpdate(categories: { analytics: boolean; marketing: boolean }): void {
  window.gtag ??= gtag;
  window.gtag("consent", "update", consentModeFor(categories));
}
