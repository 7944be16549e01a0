import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n";
import { ACHIEVEMENT_GLYPHS, ACHIEVEMENTS, newlyEarned, type LearnerStats } from "./achievements";

const none: LearnerStats = {
  lessonsCompleted: 0,
  perfectLessons: 0,
  streakDays: 0,
  wordsLearned: 0,
  levelsCompleted: 0,
  totalXp: 0,
  reviewsCompleted: 0,
  dailyGoalMet: false,
};

describe("achievements", () => {
  it("are at least 15, with unique ids and a glyph each", () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    for (const achievement of ACHIEVEMENTS) expect(ACHIEVEMENT_GLYPHS[achievement.glyph]).toMatch(/^M/);
  });

  it("have a title and a description in every locale", () => {
    for (const locale of locales) {
      const messages = JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as {
        achievements?: Record<string, { title?: string; description?: string }>;
      };
      for (const { id } of ACHIEVEMENTS) {
        expect(messages.achievements?.[id]?.title, `${locale} achievements.${id}.title`).toBeTruthy();
        expect(messages.achievements?.[id]?.description, `${locale} achievements.${id}.description`).toBeTruthy();
      }
    }
  });

  it("earns nothing before anything is done", () => {
    expect(newlyEarned(none, new Set())).toEqual([]);
  });

  it("earns the first lesson, a perfect lesson and the goal together, and each only once", () => {
    const stats = { ...none, lessonsCompleted: 1, perfectLessons: 1, streakDays: 1, totalXp: 35, dailyGoalMet: true };
    expect(newlyEarned(stats, new Set())).toEqual(["first_lesson", "perfect_lesson", "daily_goal"]);
    expect(newlyEarned(stats, new Set(["first_lesson", "perfect_lesson", "daily_goal"]))).toEqual([]);
  });

  it("earns every threshold reached at once (a visitor's progress merged, a long streak)", () => {
    const stats = {
      ...none,
      lessonsCompleted: 12,
      streakDays: 31,
      wordsLearned: 120,
      levelsCompleted: 1,
      totalXp: 1000,
      reviewsCompleted: 1,
    };
    expect(newlyEarned(stats, new Set(["first_lesson"]))).toEqual([
      "lessons_10",
      "streak_3",
      "streak_7",
      "streak_30",
      "words_100",
      "level_completed",
      "xp_1000",
      "first_review",
    ]);
  });

  it("does not earn a threshold one short of it", () => {
    const stats = { ...none, lessonsCompleted: 9, streakDays: 6, wordsLearned: 99, totalXp: 999 };
    expect(newlyEarned(stats, new Set(["first_lesson", "streak_3"]))).toEqual([]);
  });
});
