import "server-only";
import { slugOfLemma } from "../model/slug";
import { closedClassAllows, type WordPageKind } from "../model/word-kinds";
import { parseDataLine, WORDNET_POS } from "../model/wordnet";
import { loadIrregularVerbs } from "./load-irregular-verbs";
import { loadPronunciations } from "./load-pronunciations";
import { loadClosedClass } from "./load-word-levels";
import { loadWordnet, type WordnetData } from "./load-wordnet";
import { once } from "./data-files";
import { resolveLemma } from "./resolve-lemma";

export interface WordList {
  kind: WordPageKind;
  /** The slugs of this page of the list, in alphabetical (code point) order. */
  words: string[];
  page: number;
  pageSize: number;
  total: number;
  pages: number;
}

const sortedSlugs = (lemmas: Iterable<string>) =>
  [...new Set([...lemmas].map(slugOfLemma).filter((slug): slug is string => Boolean(slug)))].sort();

/**
 * The slugs of the WordNet lemmas that have a page of a kind, each once: a slug whose page would
 * show another lemma (two lemmas, one slug: "ad-lib" and "ad_lib") is listed only when the lemma
 * it resolves to (`resolveLemma`, what the page shows) is one of them, so no listed slug is a 404.
 */
const lemmaSlugs = (wordnet: WordnetData, lemmas: ReadonlySet<string> | ReadonlyMap<string, unknown>) =>
  sortedSlugs(lemmas.keys()).filter((slug) => {
    const lemma = resolveLemma(wordnet, slug)?.lemma;
    return lemma !== undefined && lemmas.has(lemma);
  });

/** One pass over WordNet's synsets: the lemmas that have a synonym and those that have an antonym. */
function scanRelations(wordnet: WordnetData): { synonyms: Set<string>; antonyms: Set<string> } {
  const synonyms = new Set<string>();
  const antonyms = new Set<string>();
  for (const pos of WORDNET_POS) {
    for (const line of wordnet.data[pos].toString("utf8").split("\n")) {
      const synset = parseDataLine(line);
      if (!synset) continue;
      const lemmas = synset.words.map((word) => word.toLowerCase());
      if (new Set(lemmas).size > 1) lemmas.forEach((lemma) => synonyms.add(lemma));
      for (const pointer of synset.pointers) {
        if (pointer.symbol === "!" && pointer.source > 0) antonyms.add(lemmas[pointer.source - 1]!);
      }
    }
  }
  return { synonyms, antonyms };
}

const allWords = once(async (): Promise<Record<WordPageKind, string[]>> => {
  const [cmu, wordnet, irregular, closedClass] = await Promise.all([
    loadPronunciations(),
    loadWordnet(),
    loadIrregularVerbs(),
    loadClosedClass(),
  ]);
  // The function words WordNet cannot answer for (closedClassAllows), as hasWordPage leaves them out.
  const answerable = (kind: WordPageKind) => (slugs: string[]) => slugs.filter((slug) => closedClassAllows(kind, closedClass.get(slug)));
  const relations = scanRelations(wordnet);
  const verbs = [...wordnet.index].filter(([lemma, synsets]) => synsets.verb && /^[a-z]+$/.test(lemma)).map(([lemma]) => lemma);
  return {
    "how-to-pronounce": cmu.words,
    "what-part-of-speech": answerable("what-part-of-speech")(lemmaSlugs(wordnet, wordnet.index)),
    "synonyms-of": answerable("synonyms-of")(lemmaSlugs(wordnet, relations.synonyms)),
    "antonyms-of": answerable("antonyms-of")(lemmaSlugs(wordnet, relations.antonyms)),
    "past-tense-of": sortedSlugs([...verbs, ...[...irregular.keys()].filter((verb) => /^[a-z]+$/.test(verb))]),
  };
});

/**
 * The words that have a page of one kind, sorted and paginated (for the sitemaps: at most 50,000
 * URLs a file, so pageSize defaults to 10,000 words, which leaves room for a locale or two).
 * Page numbers start at 1; a page past the end has no words.
 */
export async function listWords(kind: WordPageKind, page = 1, pageSize = 10_000): Promise<WordList> {
  const words = (await allWords())[kind];
  const size = Math.max(1, Math.floor(pageSize));
  const current = Math.max(1, Math.floor(page));
  return {
    kind,
    words: words.slice((current - 1) * size, current * size),
    page: current,
    pageSize: size,
    total: words.length,
    pages: Math.ceil(words.length / size),
  };
}
