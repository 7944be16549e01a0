import "server-only";
import { regularPast, type PastTenseForm } from "../model/past-tense";
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

/** The past tense of a one-word verb WordNet or the irregular list knows; undefined otherwise. */
export async function findPastTense(slug: string): Promise<PastTenseOfVerb | undefined> {
  if (!/^[a-z]+$/.test(slug)) return undefined;
  const [irregular, wordnet] = await Promise.all([loadIrregularVerbs(), loadWordnet()]);
  const listed = irregular.get(slug);
  const verbSynsets = wordnet.index.get(slug)?.verb ?? [];
  if (!listed && verbSynsets.length === 0) return undefined;
  const regular = regularPast(slug, (await loadPronunciations()).byWord.get(slug)?.[0]);
  const forms: PastTenseForm[] = listed
    ? listed.map(({ past, participle, sense }) => {
        const form: PastTenseForm =
          past === regular.past && participle === regular.past
            ? { past, participle, kind: "regular", rule: regular.rule }
            : { past, participle, kind: "irregular" };
        return sense ? { ...form, sense } : form;
      })
    : [{ past: regular.past, participle: regular.past, kind: "regular", rule: regular.rule }];

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
