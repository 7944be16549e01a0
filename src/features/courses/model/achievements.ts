/**
 * Achievements (decision record 0022): each is earned once, when the learner's numbers first meet
 * its rule, inside the transaction that changed them (lesson or review results). Titles and
 * descriptions are messages `achievements.<id>.title|description`; the icon is an inline SVG
 * glyph (path data below, drawn by components/achievement-icon.tsx). Pure: the browser may import it.
 */
export interface LearnerStats {
  /** Different lessons completed at least once. */
  lessonsCompleted: number;
  /** Lesson completions with every scored exercise right at the first try. */
  perfectLessons: number;
  /** The current streak, in days. */
  streakDays: number;
  /** Words with a review card. */
  wordsLearned: number;
  levelsCompleted: number;
  totalXp: number;
  /** Review sessions completed. */
  reviewsCompleted: number;
  /** The daily goal was reached today. */
  dailyGoalMet: boolean;
}

export type AchievementGlyph = "book" | "star" | "flame" | "words" | "trophy" | "bolt" | "target" | "repeat";

/** 24×24 outline glyphs (stroke, no fill), one path each. */
export const ACHIEVEMENT_GLYPHS: Record<AchievementGlyph, string> = {
  book: "M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5zM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5",
  star: "M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z",
  flame:
    "M12 22c4 0 7-2.8 7-6.8 0-4.2-3.3-6.6-4.4-10.7-2.3 1.6-3.4 3.9-3.3 6.3-1.4-.8-2.2-2.2-2.3-3.8C6.6 9.2 5 11.9 5 15.2 5 19.2 8 22 12 22z",
  words: "M4 4h16v11H9l-5 4zM8 8.5h8M8 11.5h5",
  trophy: "M8 3h8v6a4 4 0 0 1-8 0zM8 5H4v2a4 4 0 0 0 4 4M16 5h4v2a4 4 0 0 1-4 4M12 13v4M8 21h8M9 17h6v4H9z",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7z",
  target: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM12 12.01V12",
  repeat: "M17 2l4 4-4 4M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4M21 13v2a3 3 0 0 1-3 3H3",
};

export interface Achievement {
  id: string;
  glyph: AchievementGlyph;
  earned: (stats: LearnerStats) => boolean;
}

const at = (key: keyof LearnerStats, threshold: number) => (stats: LearnerStats) => Number(stats[key]) >= threshold;

/** In the order they are shown. Ids are stable: `achievements_earned` and messages refer to them. */
export const ACHIEVEMENTS: readonly Achievement[] = [
  { id: "first_lesson", glyph: "book", earned: at("lessonsCompleted", 1) },
  { id: "lessons_10", glyph: "book", earned: at("lessonsCompleted", 10) },
  { id: "lessons_50", glyph: "book", earned: at("lessonsCompleted", 50) },
  { id: "lessons_100", glyph: "book", earned: at("lessonsCompleted", 100) },
  { id: "perfect_lesson", glyph: "star", earned: at("perfectLessons", 1) },
  { id: "perfect_10", glyph: "star", earned: at("perfectLessons", 10) },
  { id: "streak_3", glyph: "flame", earned: at("streakDays", 3) },
  { id: "streak_7", glyph: "flame", earned: at("streakDays", 7) },
  { id: "streak_30", glyph: "flame", earned: at("streakDays", 30) },
  { id: "streak_100", glyph: "flame", earned: at("streakDays", 100) },
  { id: "words_100", glyph: "words", earned: at("wordsLearned", 100) },
  { id: "words_500", glyph: "words", earned: at("wordsLearned", 500) },
  { id: "words_1000", glyph: "words", earned: at("wordsLearned", 1000) },
  { id: "level_completed", glyph: "trophy", earned: at("levelsCompleted", 1) },
  { id: "xp_1000", glyph: "bolt", earned: at("totalXp", 1000) },
  { id: "daily_goal", glyph: "target", earned: (stats) => stats.dailyGoalMet },
  { id: "first_review", glyph: "repeat", earned: at("reviewsCompleted", 1) },
];

export const ACHIEVEMENT_IDS = ACHIEVEMENTS.map((achievement) => achievement.id);

export const isAchievementId = (id: string): boolean => ACHIEVEMENT_IDS.includes(id);

/** Achievements the stats meet that are not held yet, in list order. */
export function newlyEarned(stats: LearnerStats, held: ReadonlySet<string>): string[] {
  return ACHIEVEMENTS.filter((achievement) => !held.has(achievement.id) && achievement.earned(stats)).map((a) => a.id);
}
