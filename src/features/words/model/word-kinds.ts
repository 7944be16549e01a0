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
