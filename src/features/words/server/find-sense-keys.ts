import "server-only";
import { WORDNET_POS } from "../model/wordnet";
import { loadWordnet, readSynset } from "./load-wordnet";

/** Where an English word or phrase sits in WordNet 3.1, for comparing the senses of two words. */
export interface SenseKeys {
  /** "pos:offset" of every synset of the texts, in every part of speech. */
  synsets: Set<string>;
  /** "pos:offset" of the head synsets their adjective satellites are "similar to" (pointer "&"). */
  heads: Set<string>;
}

/** The WordNet lemma of an English text ("Point of view" → "point_of_view"). */
const lemmaOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.!?]+$/u, "")
    .trim()
    .replace(/\s+/gu, "_");

/** The sense keys of each of `texts` taken together (a word with several English glosses); empty sets for words WordNet lacks. */
export async function findSenseKeys(texts: readonly string[]): Promise<SenseKeys> {
  const wordnet = await loadWordnet();
  const keys: SenseKeys = { synsets: new Set(), heads: new Set() };
  for (const lemma of texts.map(lemmaOf)) {
    const byPos = lemma ? wordnet.index.get(lemma) : undefined;
    if (!byPos) continue;
    for (const pos of WORDNET_POS) {
      for (const offset of byPos[pos] ?? []) {
        keys.synsets.add(`${pos}:${offset}`);
        for (const pointer of readSynset(wordnet, pos, offset)?.pointers ?? [])
          if (pointer.symbol === "&") keys.heads.add(`${pointer.pos}:${pointer.offset}`);
      }
    }
  }
  return keys;
}
