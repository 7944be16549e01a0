import "server-only";
import { closedClassAllows, WORD_PAGE_KINDS, type WordPageKind } from "../model/word-kinds";
import { findPastForms } from "./find-past-tense";
import { findPastTenseVerb } from "./find-past-tense-verb";
import { findSenses } from "./find-senses";
import { loadPronunciations } from "./load-pronunciations";
import { loadClosedClass } from "./load-word-levels";

/** Whether a word has real data for a page of this kind (a page without it is a 404). */
export async function hasWordPage(kind: WordPageKind, slug: string): Promise<boolean> {
  if (kind === "how-to-pronounce") return (await loadPronunciations()).byWord.has(slug);
  if (kind === "past-tense-of") return Boolean(await findPastForms(slug));
  if (!closedClassAllows(kind, (await loadClosedClass()).get(slug))) return false;
  const senses = await findSenses(slug);
  if (kind === "what-part-of-speech") return Boolean(senses);
  const all = senses?.groups.flatMap((group) => group.senses) ?? [];
  return all.some((sense) => (kind === "synonyms-of" ? sense.synonyms : sense.antonyms).length > 0);
}

/** The kinds of page a word has (for the links between a word's pages). */
export async function findWordPages(slug: string): Promise<WordPageKind[]> {
  const has = await Promise.all(WORD_PAGE_KINDS.map((kind) => hasWordPage(kind, slug)));
  return WORD_PAGE_KINDS.filter((_, index) => has[index]);
}

/**
 * The slug of the page of this kind a search for `slug` leads to: the word's own, or for the past
 * tense the verb of an inflected form ("went" → "go", "running" → "run"); undefined when none.
 */
export async function findSearchedPage(kind: WordPageKind, slug: string): Promise<string | undefined> {
  if (kind === "past-tense-of") return findPastTenseVerb(slug);
  return (await hasWordPage(kind, slug)) ? slug : undefined;
}
