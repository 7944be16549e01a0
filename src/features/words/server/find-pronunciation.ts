import "server-only";
import { ARPABET_SYMBOLS, describePronunciation, phoneKey, rhymeKey, type Pronunciation } from "../model/arpabet";
import { wordnetLemmaOf } from "../model/slug";
import { closestReading } from "../model/closest-reading";
import { splitExample } from "../model/wordnet";
import { espeakReading } from "./espeak-reading";
import { loadPronunciations } from "./load-pronunciations";
import { loadWordLevels } from "./load-word-levels";
import { loadWordnet, readSynset } from "./load-wordnet";
import { resolveLemma } from "./resolve-lemma";

export interface PronunciationOfWord {
  word: string;
  pronunciations: Pronunciation[];
  /** Words with the same phones but one (minimal pairs) or the very same phones (homophones). */
  similar: string[];
  rhymes: string[];
  /** WordNet's examples that use the word. */
  examples: string[];
}

const MAX_RELATED = 12;
const MAX_EXAMPLES = 4;

/** A word's pronunciations from the CMU dictionary; undefined when the dictionary lacks it. */
export async function findPronunciation(slug: string): Promise<PronunciationOfWord | undefined> {
  const cmu = await loadPronunciations();
  const arpabets = cmu.byWord.get(slug);
  if (!arpabets) return undefined;
  const listed = arpabets.map(describePronunciation).filter((p): p is Pronunciation => Boolean(p));
  if (listed.length === 0) return undefined;
  // A heteronym leads with the pronunciation its audio says ("read": REED, then RED), see closestReading.
  const reading = listed.length > 1 ? await espeakReading(slug) : null;
  const lead = reading
    ? closestReading(
        listed.map((p) => p.ipa),
        reading,
      )
    : 0;
  const pronunciations = [listed[lead]!, ...listed.filter((_, index) => index !== lead)];
  const [wordnet, levels] = await Promise.all([loadWordnet(), loadWordLevels()]);
  // Everyday words first: those with a CEFR level, then those WordNet knows; names and rare forms are left out.
  const known = (word: string) => levels.has(word) || wordnet.index.has(wordnetLemmaOf(word));
  const rank = (words: Iterable<string>) =>
    [...new Set(words)]
      .filter((word) => word !== slug && known(word))
      .sort((a, b) => Number(levels.has(b)) - Number(levels.has(a)) || (a < b ? -1 : 1))
      .slice(0, MAX_RELATED);

  const phones = phoneKey(pronunciations[0]!.arpabet).split(" ");
  const neighbours: string[] = [...(cmu.byPhones.get(phones.join(" ")) ?? [])];
  phones.forEach((phone, index) => {
    for (const symbol of ARPABET_SYMBOLS) {
      if (symbol === phone) continue;
      const changed = [...phones];
      changed[index] = symbol;
      neighbours.push(...(cmu.byPhones.get(changed.join(" ")) ?? []));
    }
  });
  const similar = rank(neighbours);
  const rhymes = rank(cmu.byRhyme.get(rhymeKey(pronunciations[0]!.arpabet)) ?? []).filter((word) => !similar.includes(word));

  const examples: string[] = [];
  const resolved = resolveLemma(wordnet, slug);
  const pattern = new RegExp(`\\b${slug.replace(/[^a-z0-9]/g, (c) => `\\${c}`)}\\b`, "i");
  for (const [pos, offsets] of Object.entries(resolved?.synsets ?? {})) {
    for (const offset of offsets) {
      for (const example of readSynset(wordnet, pos as keyof typeof wordnet.data, offset)?.examples ?? []) {
        if (examples.length < MAX_EXAMPLES && pattern.test(splitExample(example).text) && !examples.includes(example))
          examples.push(example);
      }
    }
  }
  return { word: slug, pronunciations, similar, rhymes, examples };
}
