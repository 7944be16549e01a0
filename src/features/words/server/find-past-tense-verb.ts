import "server-only";
import { baseVerbCandidates, presentParticiplesOf, thirdPersonOf } from "../model/verb-forms";
import type { IrregularForms } from "../model/irregular-verb-corrections";
import { verbPronunciation } from "../model/past-tense";
import { findPastForms } from "./find-past-tense";
import { loadIrregularVerbs } from "./load-irregular-verbs";
import { loadPronunciations } from "./load-pronunciations";

/**
 * Irregular form → the verbs it is a form of ("went" → go, "lain" → lie, "bound" → bind), from the
 * past and participle columns of the past-tense data: verbs whose past it is before those whose
 * participle it is, then in code point order, so a form always leads to the same verb. Built once
 * per loaded list (so once per process), on the first search that needs it.
 */
const irregularIndexes = new WeakMap<Map<string, IrregularForms[]>, Map<string, string[]>>();

function irregularFormIndex(verbs: Map<string, IrregularForms[]>): Map<string, string[]> {
  let index = irregularIndexes.get(verbs);
  if (!index) {
    const ranked = new Map<string, { verb: string; rank: number }[]>();
    for (const [verb, forms] of verbs) {
      for (const { past, participle } of forms) {
        for (const [form, rank] of [
          [past, 0],
          [participle, 1],
        ] as const) {
          const list = ranked.get(form) ?? [];
          if (form !== verb) list.push({ verb, rank });
          ranked.set(form, list);
        }
      }
    }
    index = new Map(
      [...ranked].map(([form, list]) => [
        form,
        [...new Set(list.sort((a, b) => a.rank - b.rank || (a.verb < b.verb ? -1 : a.verb > b.verb ? 1 : 0)).map(({ verb }) => verb))],
      ]),
    );
    irregularIndexes.set(verbs, index);
  }
  return index;
}

/** The verbs `form` is an irregular past or participle of ("went" → ["go"], "sat" → ["sit"]); none for another word. */
export async function findIrregularVerbsOf(form: string): Promise<string[]> {
  return irregularFormIndex(await loadIrregularVerbs()).get(form) ?? [];
}

/**
 * The verb whose past-tense page a search for `slug` leads to: the word itself when it has a page
 * ("found", "lay" are verbs too), else the verb it is an irregular past or participle of ("went",
 * "gone", "left" → go, go, leave), else the verb it is a regular form of ("running" → run, "studies"
 * → study, "travelled" → travel, "hoped" → hope); undefined when none has a page.
 */
export async function findPastTenseVerb(slug: string): Promise<string | undefined> {
  if (await findPastForms(slug)) return slug;
  if (!/^[a-z]+$/.test(slug)) return undefined;
  for (const verb of await findIrregularVerbsOf(slug)) {
    if (await findPastForms(verb)) return verb;
  }
  const pronunciations = await loadPronunciations();
  for (const candidate of baseVerbCandidates(slug)) {
    const forms = await findPastForms(candidate);
    if (!forms) continue;
    const made = [
      thirdPersonOf(candidate),
      ...presentParticiplesOf(
        candidate,
        verbPronunciation(candidate, (word) => pronunciations.byWord.get(word)?.[0]),
      ),
      ...forms.flatMap((form) => [form.past, form.participle]),
    ];
    if (made.includes(slug)) return candidate;
  }
  return undefined;
}
