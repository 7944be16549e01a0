import { describe, expect, it } from "vitest";
import { afterPlan } from "./after-plan";
import { paceBars } from "./plan-view";

describe("paceBars", () => {
  it("compares the weeks to the next level at each daily goal and marks the learner's pace", () => {
    const bars = paceBars({ level: "A1", minutesPerDay: 10, daysPerWeek: 5 }, "2026-11-23");
    expect(bars.map((bar) => [bar.minutesPerDay, bar.isLearners])).toEqual([
      [5, false],
      [10, true],
      [15, false],
      [20, false],
    ]);
    expect(bars[0]!.share).toBe(1);
    expect(bars.map((bar) => bar.weeks)).toEqual([228, 114, 76, 57]);
  });

  it("adds the learner's own minutes when they are not a daily goal", () => {
    const bars = paceBars({ level: "B1", minutesPerDay: 45, daysPerWeek: 3 }, "2026-11-23");
    expect(bars.map((bar) => bar.minutesPerDay)).toEqual([5, 10, 15, 20, 45]);
    expect(bars.filter((bar) => bar.isLearners).map((bar) => bar.minutesPerDay)).toEqual([45]);
  });
});

describe("afterPlan", () => {
  it("sends a visitor to the account step with the paywall as the next page", () => {
    expect(afterPlan({ locale: "uk", web2app: false, isRegistered: false })).toEqual({
      step: "account",
      signUpHref: "/uk/sign-up?next=%2Fuk%2Fprofile%2Fpayments-subscriptions%2Fchoose%3Ffrom%3Dplan",
      signInHref: "/uk/sign-in?next=%2Fuk%2Fprofile%2Fpayments-subscriptions%2Fchoose%3Ffrom%3Dplan",
    });
  });

  it("sends a registered person to the paywall, and everyone to the app with web2app_path", () => {
    expect(afterPlan({ locale: "en", web2app: false, isRegistered: true })).toEqual({
      step: "paywall",
      href: "/en/profile/payments-subscriptions/choose?from=plan",
    });
    expect(afterPlan({ locale: "de", web2app: true, isRegistered: false })).toEqual({ step: "download-app", href: "/de/download-app" });
  });
});
