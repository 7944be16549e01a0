/** The kinds of word page, by the first segment of their path. */
export const WORD_PAGE_KINDS = ["how-to-pronounce", "what-part-of-speech", "synonyms-of", "antonyms-of", "past-tense-of"] as const;

export type WordPageKind = (typeof WORD_PAGE_KINDS)[number];

/** The path of a word page without the locale: "/how-to-pronounce/hello". */
export function wordPagePath(kind: WordPageKind, slug?: string): string {
  return slug === undefined ? `/${kind}` : `/${kind}/${slug}`;
}

/** WordNet's parts of speech as the pages name them (catalogue keys words.pos.<key>). */
export type PartOfSpeech = "noun" | "verb" | "adj" | "adv";

/** The catalogue key of each kind (words.kinds.<key>.…). */
export const KIND_KEYS = {
  "how-to-pronounce": "pronounce",
  "what-part-of-speech": "partOfSpeech",
  "synonyms-of": "synonyms",
  "antonyms-of": "antonyms",
  "past-tense-of": "pastTense",
} as const satisfies Record<WordPageKind, string>;

/**
 * A function word of the CEFR-J profiles (scripts/words-cefrj.ts): "only" when that is all it is
 * ("a", "he", "the"), "also" when it has content-word senses too ("in", "like", "can").
 */
export type ClosedClass = "only" | "also";

/**
 * Whether WordNet's data can answer a page of this kind for a function word. WordNet has nouns,
 * verbs, adjectives and adverbs only: "What part of speech is 'in'?" would leave out the
 * preposition and lead with the noun "inch", so no function word gets that page; a word that is
 * nothing but a function word has no synonyms or antonyms page either ("a": angstrom, vitamin A).
 */
export function closedClassAllows(kind: WordPageKind, closedClass: ClosedClass | undefined): boolean {
  if (closedClass === undefined) return true;
  if (kind === "what-part-of-speech") return false;
  if (kind === "synonyms-of" || kind === "antonyms-of") return closedClass !== "only";
  return true;
}
