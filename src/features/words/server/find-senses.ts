import "server-only";
import { displayWord } from "../model/slug";
import { antonymPointersOf, mentionsWord, splitExample, WORDNET_POS, type WordnetPos } from "../model/wordnet";
import { findCapitalisedWord } from "./find-display-word";
import { loadIrregularVerbs } from "./load-irregular-verbs";
import { loadWordnet, readSynset } from "./load-wordnet";
import { resolveLemma } from "./resolve-lemma";

export interface Sense {
  definition: string;
  examples: string[];
  /** The other words of the sense's synset, as shown ("ice cream"). */
  synonyms: string[];
  /** Direct antonyms (WordNet's "!" pointers from this word). */
  antonyms: string[];
}

export interface SensesOfWord {
  /** The headword as shown ("ice cream", "London"). */
  word: string;
  groups: { pos: WordnetPos; senses: Sense[] }[];
}

/** Every sense WordNet has of a word, by part of speech; undefined when WordNet lacks the word. */
export async function findSenses(slug: string): Promise<SensesOfWord | undefined> {
  const wordnet = await loadWordnet();
  const resolved = resolveLemma(wordnet, slug);
  if (!resolved) return undefined;
  const { lemma, synsets } = resolved;
  // A synset's examples may show another of its words: only those using this word (or its forms) are its examples.
  const forms = ((await loadIrregularVerbs()).get(lemma) ?? []).flatMap(({ past, participle }) => [past, participle]);
  const usesWord = (example: string) => mentionsWord(splitExample(example).text, lemma, forms);
  const groups: SensesOfWord["groups"] = [];
  const spellings: string[] = [];
  for (const pos of WORDNET_POS) {
    const senses: Sense[] = [];
    for (const offset of synsets[pos] ?? []) {
      const synset = readSynset(wordnet, pos, offset);
      if (!synset) continue;
      spellings.push(...synset.words.filter((word) => word.toLowerCase() === lemma));
      const antonyms = antonymPointersOf(synset, lemma)
        .map((pointer) => readSynset(wordnet, pointer.pos, pointer.offset)?.words[pointer.target - 1])
        .filter((word): word is string => Boolean(word));
      senses.push({
        definition: synset.definition,
        examples: synset.examples.filter(usesWord),
        synonyms: unique(synset.words.filter((word) => word.toLowerCase() !== lemma).map(displayWord)),
        antonyms: unique(antonyms.map(displayWord)),
      });
    }
    if (senses.length > 0) groups.push({ pos, senses });
  }
  if (groups.length === 0) return undefined;
  return { word: (await findCapitalisedWord(slug, spellings)) ?? displayWord(lemma), groups };
}

function unique(words: string[]): string[] {
  return [...new Set(words)];
}
