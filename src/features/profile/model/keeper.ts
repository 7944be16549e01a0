/** Keeper keys: lower-case letters, digits and underscores, starting with a letter (e.g. user_settings). */
export const KEEPER_KEY = /^[a-z][a-z0-9_]{0,63}$/;
/** A keeper value is a JSON text of at most this many bytes. */
export const MAX_KEEPER_VALUE_BYTES = 16 * 1024;

/** Keeper keys from the spec (section 3). Other well-formed keys are accepted too. */
export const KEEPER_KEYS = {
  userSettings: "user_settings",
  coursePremiumLessonsConf: "course_premium_lessons_conf",
  accessibility: "accessibility",
  experimentsInvolved: "ff_experiments_involved",
  completedFirstLesson: "completed_first_lesson",
} as const;

export function isJsonText(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
