/** The skills the level test measures, each with its own level in the result. */
export const SKILLS = ["grammar", "vocabulary", "reading", "listening"] as const;
export type Skill = (typeof SKILLS)[number];
