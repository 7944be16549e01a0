import "server-only";
import { isGuessableLemma, slugOfLemma, wordnetLemmaOf } from "../model/slug";
import type { LemmaSynsets, WordnetData } from "./load-wordnet";

/**
 * Slug → lemma for the lemmas a slug cannot be turned back into: those that mix hyphens and
 * underscores ("albers-schonberg_disease", "12-tone_music", about 1,800 in WordNet 3.1). Built
 * once per loaded WordNet (so once per process), lazily, on the first slug that is not found as
 * written or with underscores. When two such lemmas share a slug, the first in code point order
 * wins, so a slug always names the same lemma.
 */
const unguessableIndexes = new WeakMap<WordnetData, Map<string, string>>();

function unguessableLemmas(wordnet: WordnetData): Map<string, string> {
  let index = unguessableIndexes.get(wordnet);
  if (!index) {
    index = new Map();
    for (const lemma of wordnet.index.keys()) {
      if (!lemma.includes("_")) continue;
      const slug = slugOfLemma(lemma);
      if (!slug || isGuessableLemma(lemma, slug)) continue;
      const taken = index.get(slug);
      if (taken === undefined || lemma < taken) index.set(slug, lemma);
    }
    unguessableIndexes.set(wordnet, index);
  }
  return index;
}

/**
 * The WordNet lemma a slug names: as written ("well-known"), else with underscores ("ice_cream"),
 * else the lemma that mixes both ("12-tone_music"). The same order for every slug, so two lemmas
 * with one slug ("ad-lib", "ad_lib") always resolve to the same one.
 */
export function resolveLemma(wordnet: WordnetData, slug: string): { lemma: string; synsets: LemmaSynsets } | undefined {
  for (const lemma of [slug, wordnetLemmaOf(slug)]) {
    const synsets = wordnet.index.get(lemma);
    if (synsets) return { lemma, synsets };
  }
  if (!slug.includes("-")) return undefined;
  const lemma = unguessableLemmas(wordnet).get(slug);
  const synsets = lemma === undefined ? undefined : wordnet.index.get(lemma);
  return lemma !== undefined && synsets ? { lemma, synsets } : undefined;
}
