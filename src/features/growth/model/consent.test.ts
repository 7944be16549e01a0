import { describe, expect, it } from "vitest";
import { consentDefaultsFor, consentEntries, effectiveConsent, isEuropeanRegion, shouldApplyAccountChoice } from "./consent";

describe("consent defaults per region", () => {
  it.each(["DE", "FR", "PL", "GR", "IE", "IS", "LI", "NO", "GB", "CH", "de"])(
    "%s is in the European region: denied, opt-in, waits 2 s",
    (country) => {
      const defaults = consentDefaultsFor(country);
      expect(defaults.mode).toBe("opt-in");
      expect(defaults.consentMode).toMatchObject({
        ad_storage: "denied",
        analytics_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        wait_for_update: 2000,
      });
      expect(effectiveConsent(null, defaults)).toEqual({ analytics: false, marketing: false });
    },
  );

  it.each(["US", "UA", "BR", "IN", "TR", "MX"])("%s gets the documented defaults: granted, opt-out", (country) => {
    const defaults = consentDefaultsFor(country);
    expect(defaults.mode).toBe("opt-out");
    expect(defaults.consentMode.analytics_storage).toBe("granted");
    expect(defaults.consentMode.ad_storage).toBe("granted");
    expect(defaults.consentMode.wait_for_update).toBeUndefined();
    expect(effectiveConsent(null, defaults)).toEqual({ analytics: true, marketing: true });
  });

  it("an unknown country gets the stricter European default", () => {
    for (const unknown of [null, undefined, "", "XX1"]) expect(isEuropeanRegion(unknown)).toBe(true);
    expect(consentDefaultsFor(null).mode).toBe("opt-in");
  });

  it("the visitor's choice beats the default either way", () => {
    expect(effectiveConsent({ analytics: false, marketing: false }, consentDefaultsFor("US"))).toEqual({
      analytics: false,
      marketing: false,
    });
    expect(effectiveConsent({ analytics: true, marketing: false }, consentDefaultsFor("DE"))).toEqual({
      analytics: true,
      marketing: false,
    });
  });

  it("a Global Privacy Control signal keeps marketing off, whatever the region or choice", () => {
    expect(effectiveConsent(null, consentDefaultsFor("US"), { globalPrivacyControl: true })).toEqual({ analytics: true, marketing: false });
    expect(effectiveConsent({ analytics: true, marketing: true }, consentDefaultsFor("DE"), { globalPrivacyControl: true })).toEqual({
      analytics: true,
      marketing: false,
    });
    expect(
      effectiveConsent({ analytics: true, marketing: true }, consentDefaultsFor("DE"), { globalPrivacyControl: false }).marketing,
    ).toBe(true);
  });

  it("entries list every category, necessary always granted", () => {
    expect(consentEntries({ analytics: true, marketing: false })).toEqual([
      { category: "necessary", granted: true },
      { category: "analytics", granted: true },
      { category: "marketing", granted: false },
    ]);
  });
});

describe("shouldApplyAccountChoice", () => {
  const base = {
    recordAt: "2026-11-21T10:00:00.000Z",
    hasLocalChoice: true,
    localRecordedAt: null,
    localChoiceAt: null,
    hasPendingUpdate: false,
  };

  it.each([
    ["this browser has no choice", { hasLocalChoice: false }, true],
    ["a change of this browser is not sent yet", { hasLocalChoice: false, hasPendingUpdate: true }, false],
    [
      "the account's record is newer than the last one this browser knew (server clock)",
      { localRecordedAt: "2026-11-21T09:00:00.000Z" },
      true,
    ],
    ["this browser sent or applied that very record", { localRecordedAt: "2026-11-21T10:00:00.000Z" }, false],
    ["this browser knows a newer record", { localRecordedAt: "2026-11-21T11:00:00.000Z" }, false],
    // The server clock decides even when the browser's clock is far behind.
    [
      "the browser clock is behind, but the server times say the local choice is newer",
      { localRecordedAt: "2026-11-21T11:00:00.000Z", localChoiceAt: "2026-11-20T00:00:00.000Z" },
      false,
    ],
    ["no server time known: the browser's choice time is compared", { localChoiceAt: "2026-11-21T09:30:00.000Z" }, true],
    ["no server time known and the local choice is newer", { localChoiceAt: "2026-11-21T10:30:00.000Z" }, false],
    ["the record's time is unreadable", { hasLocalChoice: false, recordAt: "yesterday" }, false],
  ] as const)("%s → %s", (_, change, expected) => {
    expect(shouldApplyAccountChoice({ ...base, ...change })).toBe(expected);
  });
});
