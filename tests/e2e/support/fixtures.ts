import { randomUUID } from "node:crypto";
import { test as base } from "@playwright/test";

export { expect, type Page } from "@playwright/test";

/**
 * The consent cookie vanilla-cookieconsent writes after "Reject all" (necessary only), so tests
 * about other things start with the banner answered. Specs about consent set `consentDecided: false`.
 */
export function rejectedConsentCookie(origin: string) {
  return consentCookie(origin, ["necessary"]);
}

/** A stored consent choice with these categories accepted. */
export function consentCookie(origin: string, categories: string[]) {
  const now = new Date();
  const value = {
    categories,
    revision: 1,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: randomUUID(),
    services: { necessary: [], analytics: [], marketing: [] },
    languageCode: "en",
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + 182 * 24 * 60 * 60 * 1000,
  };
  return { name: "lingora_consent", value: encodeURIComponent(JSON.stringify(value)), url: origin, sameSite: "Lax" as const };
}

export const test = base.extend<{ consentDecided: boolean }>({
  consentDecided: [true, { option: true }],
  context: async ({ context, consentDecided, baseURL }, provide) => {
    if (consentDecided) await context.addCookies([rejectedConsentCookie(baseURL!)]);
    await provide(context);
  },
});

/** The app under test (playwright.config.ts). */
export const E2E_ORIGIN = "http://localhost:3100";
