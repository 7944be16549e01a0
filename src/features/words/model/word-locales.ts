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
 * The confusing-word pages and the quizzes (decision record 0042) are English copy from start to
 * end, with only the page chrome translated, so English alone publishes them; every other locale
 * is sent to English (and left out of the alternates).
 */
export const guidePageLocales: readonly Locale[] = ["en"];
