import "server-only";
import { capitalisedSpelling, LOWER_CASE_WORDS } from "../model/display-word";
import { baseVerbCandidates, isRegularFormOf } from "../model/verb-forms";
import { WORDNET_POS } from "../model/wordnet";
import { findIrregularVerbsOf } from "./find-past-tense-verb";
import { loadPronunciations } from "./load-pronunciations";
import { loadClosedClass } from "./load-word-levels";
import { loadWordnet, readSynset, type WordnetData } from "./load-wordnet";
import { resolveLemma } from "./resolve-lemma";

/** The spellings WordNet gives a slug's lemma in its synsets, most frequent sense first ("London", "London"); undefined when it lacks the word. */
function spellingsOf(wordnet: WordnetData, slug: string): string[] | undefined {
  const resolved = resolveLemma(wordnet, slug);
  if (!resolved) return undefined;
  const spellings: string[] = [];
  for (const pos of WORDNET_POS) {
    for (const offset of resolved.synsets[pos] ?? []) {
      for (const word of readSynset(wordnet, pos, offset)?.words ?? []) if (word.toLowerCase() === resolved.lemma) spellings.push(word);
    }
  }
  return spellings;
}

/**
 * A word's capitals as its pages show it (h1, title, description, JSON-LD), when WordNet writes
 * every spelling it has of the word with them: "london" → "London", "monday" → "Monday", "dna" →
 * "DNA", "ice-age" → "Ice Age"; undefined otherwise, and the page shows the word as before (the
 * slug stays lower case). Undefined too when the word's everyday sense is one WordNet lacks: a
 * function word of the CEFR-J profiles ("us", not "US"; "it", not "IT"), a reviewed interjection
 * ("oh"), or a form of a lower-case word ("sat" of sit, not "Sat"; "states" of state, not "States").
 */
export async function findCapitalisedWord(slug: string, spellings?: readonly string[]): Promise<string | undefined> {
  const wordnet = await loadWordnet();
  // `spellings`: the caller has read the word's synsets already (findSenses).
  const capitalised = capitalisedSpelling(spellings ?? spellingsOf(wordnet, slug) ?? []);
  if (!capitalised || LOWER_CASE_WORDS.has(slug) || (await loadClosedClass()).has(slug)) return undefined;
  if ((await findIrregularVerbsOf(slug)).length > 0) return undefined;
  const pronunciations = await loadPronunciations();
  for (const base of baseVerbCandidates(slug)) {
    const isLowerCaseWord = (spellingsOf(wordnet, base) ?? []).some((spelling) => spelling === spelling.toLowerCase());
    if (isLowerCaseWord && isRegularFormOf(slug, base, pronunciations.byWord.get(base)?.[0])) return undefined;
  }
  return capitalised;
}
