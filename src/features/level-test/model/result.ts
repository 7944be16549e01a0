import type { Level } from "@/features/courses";
import type { SkillResult, TestScore } from "./cat";
import type { Skill } from "./item-bank";

/** Where a test was taken: the standalone page, or the funnel (its slug) that rendered the runner. */
export const LEVEL_TEST_PAGE_SOURCE = "page";

/** A finished level test as the browser gets it (decision record 0032): what LevelTestRunner's onComplete receives. */
export interface LevelTestResult {
  sessionId: string;
  /** The overall CEFR level (of the ability estimate). */
  level: Level;
  /** The levels of the estimate ± 1.96 standard errors: the honest range the learner is in. */
  margin: [Level, Level];
  /** Per skill; a skill with too few items has level null. */
  skills: Record<Skill, SkillResult>;
  itemsUsed: number;
  theta: number;
  se: number;
}

export function resultOf(sessionId: string, score: TestScore): LevelTestResult {
  return {
    sessionId,
    level: score.level,
    margin: score.margin,
    skills: score.skills,
    itemsUsed: score.itemsUsed,
    theta: score.theta,
    se: score.se,
  };
}
