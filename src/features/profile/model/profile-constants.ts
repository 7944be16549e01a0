/**
 * Profile field values shared by the API schema and the settings forms (no zod here: the forms
 * ship to the browser).
 */

/** Languages a learner can name as native or target (ISO 639-1). */
export const LANGUAGES = [
  "en",
  "es",
  "uk",
  "pt",
  "fr",
  "de",
  "it",
  "pl",
  "tr",
  "hi",
  "el",
  "ru",
  "ar",
  "zh",
  "ja",
  "ko",
  "nl",
  "sv",
  "cs",
  "ro",
  "hu",
  "vi",
  "id",
  "th",
  "he",
] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages taught on Lingora, offered first as a target language. */
export const TAUGHT_LANGUAGES = ["en", "es"] as const satisfies readonly Language[];

export const LEARNING_TARGETS = ["self study", "tutors"] as const;
export type LearningTarget = (typeof LEARNING_TARGETS)[number];

export const DISPLAY_NAME_MAX_LENGTH = 80;

/** True when a profile would name one language as both native and target. */
export function isSameLanguage(native: string | null | undefined, target: string | null | undefined): boolean {
  return Boolean(native) && native === target;
}
