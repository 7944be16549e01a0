/** What other features may use of the word pages: the pure model (slugs, sounds, spelling rules). */
export { describePronunciation, type Pronunciation, type Stress } from "./model/arpabet";
export { regularPast, type PastTenseRule, type RegularPast } from "./model/past-tense";
export { canonicalWordPagePath, checkSlug, MAX_WORD_LENGTH, normalizeWord, type SlugCheck } from "./model/slug";
export { WORD_PAGE_KINDS, wordPagePath, type WordPageKind } from "./model/word-kinds";
export { KIND_KEYS } from "./model/word-kinds";
export { wordPageLocales } from "./model/word-locales";
/** The HTML sitemaps (issue 15 item 2): their paths, locales and where their entries link. */
export { HTML_SITEMAPS, htmlSitemapHref, htmlSitemapPath, SITEMAP_KEYS, sitemapLocales, type HtmlSitemap } from "./model/html-sitemaps";
/** The word guides (decision record 0042): their slugs and paths, for the proxy's one redirect and the sitemaps. */
export {
  canonicalGuidePath,
  confusingPairPath,
  CONFUSING_PAIR_SLUGS,
  CONFUSING_WORDS_PATH,
  QUIZ_PATH,
  QUIZ_SLUGS,
  quizPath,
} from "./model/guide-slugs";
export { confusingPairLocales, quizPageLocales } from "./model/word-locales";
export { scoreQuiz, type QuizScore } from "./model/score-quiz";
