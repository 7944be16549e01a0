/**
 * What other features and routes may use of the word pages on the server. The data (CMU
 * dictionary, WordNet 3.1, irregular verbs, CEFR levels) loads once per process on first use.
 */
export { findPastTense, type PastTenseForm, type PastTenseOfVerb } from "./server/find-past-tense";
export { findPronunciation, type PronunciationOfWord } from "./server/find-pronunciation";
export { findSenses, type Sense, type SensesOfWord } from "./server/find-senses";
export { describeWordPage } from "./server/describe-word-page";
export { findWordLevel } from "./server/find-word-level";
export { findWordPages, hasWordPage } from "./server/find-word-pages";
/** For the sitemaps (issue 15 item 2): the words of each kind, sorted and paginated. */
export { listWords, type WordList } from "./server/list-words";
export { listCommonWords } from "./server/list-common-words";
export { canonicalWordSlug } from "./server/word-route";
/** A word's audio: the endpoint (src/server/http-edge.ts lists it) and where a page plays it. */
export { findWordAudio, getWordAudio, WORD_AUDIO_PATH } from "./server/word-audio";
/** The HTML sitemaps (issue 15 item 2): the lists by letter (grouped once per process) and one page's view. */
export { listWordsByLetter, listWordsOfLetter } from "./server/list-words-by-letter";
export { listConfusingPairSlugs } from "./server/list-confusing-pair-slugs";
export { describeHtmlSitemap, readHtmlSitemap, type HtmlSitemapView, type SitemapQuery } from "./server/read-html-sitemap";
/** The word guides (content/confusing-words, content/quizzes), loaded and checked once per process. */
export { findConfusingPair, findQuiz, listConfusingPairs, listQuizzes } from "./server/load-guides";
