import { describe, expect, it } from "vitest";
import { ONBOARDING_ROUTES, onboardingFunnelHref } from "./onboarding-routes";

describe("onboardingFunnelHref", () => {
  it.each([
    ["en", "/courses-onboarding", "", "/en/funnel/courses-onboarding"],
    ["uk", "/my-plan/start-onboarding", "", "/uk/funnel/my-plan-start-onboarding"],
    ["es-419", "/for-you/start-onboarding", "", "/es-419/funnel/for-you-start-onboarding"],
    // The screen and both flags stay, whatever their value (the funnel page applies the 'true' rule).
    [
      "en",
      "/courses-onboarding",
      "screen=minutes&webview=true&hideHeader=1",
      "/en/funnel/courses-onboarding?screen=minutes&webview=true&hideHeader=1",
    ],
    // Anything else is dropped; a repeated parameter keeps its first value.
    [
      "de",
      "/for-you/start-onboarding",
      "utm_source=x&screen=skills&screen=done&next=%2Fadmin",
      "/de/funnel/for-you-start-onboarding?screen=skills",
    ],
    ["fr", "/my-plan/start-onboarding", "hideHeader=true&screen=a%20b", "/fr/funnel/my-plan-start-onboarding?screen=a+b&hideHeader=true"],
  ] as const)("%s %s?%s → %s", (locale, route, query, href) => {
    expect(onboardingFunnelHref(locale, route, new URLSearchParams(query))).toBe(href);
  });

  it("names the six onboarding routes of spec section 2, each its own funnel", () => {
    expect(Object.keys(ONBOARDING_ROUTES).sort()).toEqual([
      "/courses-onboarding",
      "/for-you/start-onboarding",
      "/lessons-onboarding",
      "/my-plan/start-onboarding",
      "/purchase-onboarding",
      "/tutoring/short-onboarding",
    ]);
    expect(new Set(Object.values(ONBOARDING_ROUTES)).size).toBe(6);
  });
});
