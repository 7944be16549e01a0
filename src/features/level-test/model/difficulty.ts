import { LEVELS, type Level } from "@/features/courses";

/**
 * Seeding an item's IRT difficulty b from CEFR-J (decision record 0032). Until real responses
 * recalibrate the bank, b comes from the item's CEFR level on the theta scale, nudged by the
 * hardest of its key words and its grammar point as CEFR-J levels them:
 *
 *   b = BASE[item level] + 0.5   when the hardest word or grammar point is above the item's level
 *   b = BASE[item level] − 0.5   when the item names its grammar point and the hardest of it and
 *                                its words is two or more levels below the item's level
 *   b = BASE[item level]         otherwise
 *
 * BASE: A1 −2, A2 −1, B1 0, B2 +1, C1 +2 (one logit per level). Lowering needs the grammar point
 * because CEFR-J's grammar profile ends at B2: an item without one may be hard for its structure
 * however plain its words. Grammar levels like "A2.1" count as A2; Octanove's C2 counts as C1. The
 * level cut points on theta sit halfway between the bases ({@link levelOfTheta}).
 */
export const LEVEL_BASE: Record<Level, number> = { A1: -2, A2: -1, B1: 0, B2: 1, C1: 2 };
export const HARDEST_NUDGE = 0.5;

/** content/level-test/cefrj-levels.json: the CEFR-J level of each word and grammar point the items name. */
export interface CefrjLevels {
  words: Record<string, Level>;
  grammar: Record<string, Level>;
}

export interface SeededDifficulty {
  b: number;
  /** The hardest level among the item's words and grammar point (the item's level when none is known). */
  hardest: Level;
  unknownWords: string[];
  unknownGrammar: boolean;
}

const rank = (level: Level) => LEVELS.indexOf(level);

export function seedDifficulty(item: { level: Level; words: readonly string[]; grammar?: string }, cefrj: CefrjLevels): SeededDifficulty {
  const unknownWords = item.words.filter((word) => !Object.hasOwn(cefrj.words, word.toLowerCase()));
  const unknownGrammar = item.grammar !== undefined && !Object.hasOwn(cefrj.grammar, item.grammar);
  const known = [
    ...item.words.flatMap((word) => (Object.hasOwn(cefrj.words, word.toLowerCase()) ? [cefrj.words[word.toLowerCase()]!] : [])),
    ...(item.grammar && !unknownGrammar ? [cefrj.grammar[item.grammar]!] : []),
  ];
  const hardest = known.length > 0 ? known.reduce((a, b) => (rank(b) > rank(a) ? b : a)) : item.level;
  const gap = rank(hardest) - rank(item.level);
  const step = gap > 0 ? 1 : gap <= -2 && item.grammar !== undefined && !unknownGrammar ? -1 : 0;
  return { b: LEVEL_BASE[item.level] + HARDEST_NUDGE * step, hardest, unknownWords, unknownGrammar };
}

/** A CEFR-J level label ("A1.2", "B2.2*", "B1", "C1") as one of our five levels; C2 counts as C1. */
export function cefrjLevel(label: string): Level | undefined {
  const match = /^([ABC][12])/.exec(label.trim().toUpperCase());
  if (!match) return undefined;
  return match[1] === "C2" ? "C1" : (match[1] as Level);
}

/** The CEFR level of an ability estimate: cut points halfway between the levels' bases. */
export function levelOfTheta(theta: number): Level {
  let level: Level = "A1";
  for (const candidate of LEVELS) if (theta >= LEVEL_BASE[candidate] - 0.5) level = candidate;
  return level;
}
