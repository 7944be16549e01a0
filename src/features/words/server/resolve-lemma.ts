import "server-only";
import { wordnetLemmaOf } from "../model/slug";
import type { LemmaSynsets, WordnetData } from "./load-wordnet";

/** The WordNet lemma a slug names: as written ("well-known"), else with underscores ("ice_cream"). */
export function resolveLemma(wordnet: WordnetData, slug: string): { lemma: string; synsets: LemmaSynsets } | undefined {
  for (const lemma of [slug, wordnetLemmaOf(slug)]) {
    const synsets = wordnet.index.get(lemma);
    if (synsets) return { lemma, synsets };
  }
  return undefined;
}
