import { describe, expect, it } from "vitest";
import type { CourseId, Level } from "@/features/courses";
import { afterPlan } from "./after-plan";
import { estimateNextLevel } from "./plan-estimate";
import { paceBars } from "./plan-view";

const pace = (level: Level, minutesPerDay: number, daysPerWeek: number, course: CourseId = "en") => ({
  level,
  minutesPerDay,
  daysPerWeek,
  estimate: estimateNextLevel(course, { level, minutesPerDay, daysPerWeek }, "2026-11-23"),
});

describe("paceBars", () => {
  it("compares the weeks to the next level at each daily goal and marks the learner's pace", () => {
    const bars = paceBars(pace("A1", 10, 5), "2026-11-23");
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
    const bars = paceBars(pace("B1", 45, 3), "2026-11-23");
    expect(bars.map((bar) => bar.minutesPerDay)).toEqual([5, 10, 15, 20, 45]);
    expect(bars.filter((bar) => bar.isLearners).map((bar) => bar.minutesPerDay)).toEqual([45]);
  });

  it("uses the hours of the plan's own estimate: the Instituto Cervantes' for Spanish, none without an estimate", () => {
    // A1 → A2 in Spanish: 90 hours; at 25, 50, 75 and 100 minutes a week.
    expect(paceBars(pace("A1", 10, 5, "es"), "2026-11-23").map((bar) => bar.weeks)).toEqual([216, 108, 72, 54]);
    expect(paceBars(pace("C1", 10, 5, "es"), "2026-11-23")).toEqual([]);
    // A Spanish plan stored before sources were per course keeps the Cambridge hours it was made with.
    const oldSpanish = { ...pace("A1", 10, 5, "es"), estimate: pace("A1", 10, 5, "en").estimate };
    expect(paceBars(oldSpanish, "2026-11-23").map((bar) => bar.weeks)).toEqual([228, 114, 76, 57]);
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
