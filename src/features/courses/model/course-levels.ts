/** The courses and levels content is written for (no zod here: the browser may import these). */
export const COURSES = ["en", "es"] as const;
export type CourseId = (typeof COURSES)[number];

export const LEVELS = ["A1", "A2", "B1", "B2", "C1"] as const;
export type Level = (typeof LEVELS)[number];

export const MIN_EXERCISES = 8;
export const MAX_EXERCISES = 15;

/** The gap in a fill-the-gap sentence. */
export const GAP = "___";
