import "server-only";
import { britishPast, regularPast, verbPronunciation, type PastTenseForm } from "../model/past-tense";
import { splitExample } from "../model/wordnet";
import { loadIrregularVerbs } from "./load-irregular-verbs";
import { loadPronunciations } from "./load-pronunciations";
import { loadWordnet, readSynset } from "./load-wordnet";

export type { PastTenseForm } from "../model/past-tense";

export interface PastTenseOfVerb {
  verb: string;
  forms: PastTenseForm[];
  examples: string[];
}

const MAX_EXAMPLES = 4;

/**
 * The past forms of a one-word verb WordNet or the irregular list knows (undefined otherwise): the
 * listed ones, else the regular form by the spelling rules, with its British spelling after it when
 * that differs ("traveled" US, "travelled" UK).
 */
export async function findPastForms(slug: string): Promise<PastTenseForm[] | undefined> {
  if (!/^[a-z]+$/.test(slug)) return undefined;
  const [irregular, wordnet] = await Promise.all([loadIrregularVerbs(), loadWordnet()]);
  const listed = irregular.get(slug);
  if (!listed && !wordnet.index.get(slug)?.verb) return undefined;
  const { byWord } = await loadPronunciations();
  const pronunciation = verbPronunciation(slug, (word) => byWord.get(word)?.[0]);
  const regular = regularPast(slug, pronunciation);
  if (listed)
    return listed.map(({ past, participle, sense }) => {
      const form: PastTenseForm =
        past === regular.past && participle === regular.past
          ? { past, participle, kind: "regular", rule: regular.rule }
          : { past, participle, kind: "irregular" };
      return sense ? { ...form, sense } : form;
    });
  const american: PastTenseForm = { past: regular.past, participle: regular.past, kind: "regular", rule: regular.rule };
  const british = britishPast(slug, pronunciation);
  if (!british) return [american];
  return [
    { ...american, variety: "us" },
    { past: british.past, participle: british.past, kind: "regular", rule: british.rule, variety: "uk" },
  ];
}

/** The past tense of a one-word verb WordNet or the irregular list knows; undefined otherwise. */
export async function findPastTense(slug: string): Promise<PastTenseOfVerb | undefined> {
  const forms = await findPastForms(slug);
  if (!forms) return undefined;
  const wordnet = await loadWordnet();
  const verbSynsets = wordnet.index.get(slug)?.verb ?? [];
  const sentences = verbSynsets.flatMap((offset) => readSynset(wordnet, "verb", offset)?.examples ?? []);
  const wordsOf = (sentence: string) =>
    splitExample(sentence)
      .text.toLowerCase()
      .split(/[^a-z']+/);
  const pastForms = new Set(forms.flatMap((form) => [form.past, form.participle]));
  const inPast = sentences.filter((sentence) => wordsOf(sentence).some((word) => pastForms.has(word)));
  const inBase = sentences.filter((sentence) => wordsOf(sentence).includes(slug));
  const examples = [...new Set([...inPast, ...inBase])].slice(0, MAX_EXAMPLES);
  return { verb: slug, forms, examples };
}
