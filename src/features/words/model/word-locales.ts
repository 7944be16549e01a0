import { locales, primaryLocales, type Locale } from "@/lib/i18n/locales";
import type { WordPageKind } from "./word-kinds";

/**
 * Which locales publish each kind of word page (decision record 0039; the page registry reads
 * this). Every locale has the pronunciation and past-tense pages: what a learner reads there
 * (syllables, stress, the respelling, the spelling rule) is explained in their language. The
 * definitions, synonyms and antonyms are WordNet's English text with little of our own around it,
 * so only the primary locales publish them; the secondary locales' readers are sent to English.
 */
export const wordPageLocales: Record<WordPageKind, readonly Locale[]> = {
  "how-to-pronounce": locales,
  "past-tense-of": locales,
  "what-part-of-speech": primaryLocales,
  "synonyms-of": primaryLocales,
  "antonyms-of": primaryLocales,
};

/**
 * The confusing-word pages (decision record 0042, amended): the explanations are translated
 * (content/confusing-words-translations/<locale>), the English being explained stays English. A
 * locale publishes them once every pair has its translation (the loader refuses a locale listed
 * here with one missing); the others are sent to English (and left out of the alternates).
 */
export const confusingPairLocales: readonly Locale[] = locales;

/** The quizzes are English copy from start to end (only the chrome is translated): English alone publishes them. */
export const quizPageLocales: readonly Locale[] = ["en"];
