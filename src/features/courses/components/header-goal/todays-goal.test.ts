import { describe, expect, it } from "vitest";
import { fillGoalTemplate, todaysGoal } from "./todays-goal";

describe("todaysGoal", () => {
  it("reads today as the last day of the progress and counts whole minutes", () => {
    expect(todaysGoal(10, { days: [{ seconds: 900 }, { seconds: 7 * 60 + 59 }] })).toEqual({
      minutes: 10,
      seconds: 479,
      done: 7,
      reached: false,
    });
  });

  it("is reached at the goal's minutes exactly, and starts at zero without days", () => {
    expect(todaysGoal(5, { days: [{ seconds: 300 }] }).reached).toBe(true);
    expect(todaysGoal(5, { days: [] })).toEqual({ minutes: 5, seconds: 0, done: 0, reached: false });
  });
});

describe("fillGoalTemplate", () => {
  it("fills every locale's word order", () => {
    expect(fillGoalTemplate("{done} of {goal} minutes today", { done: 7, minutes: 10 })).toBe("7 of 10 minutes today");
    expect(fillGoalTemplate("Bugün {goal} dakikanın {done} dakikası", { done: 3, minutes: 20 })).toBe("Bugün 20 dakikanın 3 dakikası");
  });
});

describe("the daily-goal messages the header fills", () => {
  it("are plain templates in every locale: {done} and {goal} once each, no other ICU syntax", async () => {
    const { locales } = await import("@/lib/i18n/locales");
    const { readFileSync } = await import("node:fs");
    for (const locale of locales) {
      const { dailyGoal } = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as { dailyGoal: Record<string, string> };
      for (const key of ["progress", "short"]) {
        const rest = dailyGoal[key]!.replace("{done}", "").replace("{goal}", "");
        expect(rest, `${locale} dailyGoal.${key}`).not.toMatch(/[{}]/);
      }
    }
  });
});
