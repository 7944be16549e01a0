import "server-only";
import { regularPast, type PastTenseRule } from "../model/past-tense";
import { loadIrregularVerbs } from "./load-irregular-verbs";
import { loadPronunciations } from "./load-pronunciations";
import { loadWordnet, readSynset } from "./load-wordnet";

export interface PastTenseForm {
  past: string;
  participle: string;
  /** "regular": the spelling rule gives this form; "irregular": it has to be learnt. */
  kind: "regular" | "irregular";
  rule?: PastTenseRule;
}

export interface PastTenseOfVerb {
  verb: string;
  forms: PastTenseForm[];
  examples: string[];
}

const MAX_EXAMPLES = 4;

/** Whether the verb's last syllable is stressed, from its first CMU pronunciation (undefined when unknown). */
async function finalStressOf(verb: string): Promise<boolean | undefined> {
  const arpabet = (await loadPronunciations()).byWord.get(verb)?.[0];
  if (!arpabet) return undefined;
  const stresses = arpabet.match(/[012]/g) ?? [];
  return stresses.length <= 1 || stresses.at(-1) === "1";
}

/** The past tense of a one-word verb WordNet or the irregular list knows; undefined otherwise. */
export async function findPastTense(slug: string): Promise<PastTenseOfVerb | undefined> {
  if (!/^[a-z]+$/.test(slug)) return undefined;
  const [irregular, wordnet] = await Promise.all([loadIrregularVerbs(), loadWordnet()]);
  const listed = irregular.get(slug);
  const verbSynsets = wordnet.index.get(slug)?.verb ?? [];
  if (!listed && verbSynsets.length === 0) return undefined;
  const regular = regularPast(slug, await finalStressOf(slug));
  const forms: PastTenseForm[] = listed
    ? listed.map(([past, participle]) =>
        past === regular.past && participle === regular.past
          ? { past, participle, kind: "regular", rule: regular.rule }
          : { past, participle, kind: "irregular" },
      )
    : [{ past: regular.past, participle: regular.past, kind: "regular", rule: regular.rule }];

  const sentences = verbSynsets.flatMap((offset) => readSynset(wordnet, "verb", offset)?.examples ?? []);
  const wordsOf = (sentence: string) => sentence.toLowerCase().split(/[^a-z']+/);
  const pastForms = new Set(forms.flatMap((form) => [form.past, form.participle]));
  const inPast = sentences.filter((sentence) => wordsOf(sentence).some((word) => pastForms.has(word)));
  const inBase = sentences.filter((sentence) => wordsOf(sentence).includes(slug));
  const examples = [...new Set([...inPast, ...inBase])].slice(0, MAX_EXAMPLES);
  return { verb: slug, forms, examples };
}
