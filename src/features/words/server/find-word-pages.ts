import "server-only";
import type { WordPageKind } from "../model/word-kinds";
import { findPastTense } from "./find-past-tense";
import { findSenses } from "./find-senses";
import { loadPronunciations } from "./load-pronunciations";

/** The kinds of page a word has (for the links between a word's pages). */
export async function findWordPages(slug: string): Promise<WordPageKind[]> {
  const [cmu, senses, past] = await Promise.all([loadPronunciations(), findSenses(slug), findPastTense(slug)]);
  const all = senses?.groups.flatMap((group) => group.senses) ?? [];
  const kinds: [WordPageKind, boolean][] = [
    ["how-to-pronounce", cmu.byWord.has(slug)],
    ["what-part-of-speech", Boolean(senses)],
    ["synonyms-of", all.some((sense) => sense.synonyms.length > 0)],
    ["antonyms-of", all.some((sense) => sense.antonyms.length > 0)],
    ["past-tense-of", Boolean(past)],
  ];
  return kinds.filter(([, has]) => has).map(([kind]) => kind);
}
