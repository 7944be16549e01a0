/**
 * Our reviewed corrections to `english-verbs-irregular` (applied over its data when it loads). The
 * site's spelling is American (decision record 0039): Merriam-Webster's first spelling is the
 * reference. Each entry says why and, when a verb's forms depend on its meaning, which meaning each
 * form has: the page shows that meaning (`words.pastTense.senses.<sense>` in the catalogues).
 */

/** Meanings that decide between a verb's past forms. */
export type PastTenseSense = "lie-recline" | "lie-untruth" | "hang-suspend" | "hang-execute";

export interface IrregularForms {
  past: string;
  participle: string;
  /** Which meaning of the verb takes these forms, when the meanings take different ones. */
  sense?: PastTenseSense;
}

/** A verb's corrected forms, replacing the library's; "regular" removes a verb the library wrongly lists (its forms come from the spelling rules). */
export const IRREGULAR_VERB_CORRECTIONS: Readonly<Record<string, "regular" | readonly IrregularForms[]>> = {
  // The library has only "betted", which is rare (chiefly British). "To risk money on a result":
  // past and participle are "bet" in American English (and usually in British English).
  bet: [{ past: "bet", participle: "bet" }],
  // The library has "benefitted" (British spelling, doubled t). American spelling does not double
  // the t of the unstressed last syllable: "benefited", which the regular rules give, so "benefit"
  // is a regular verb.
  benefit: "regular",
  // The library has only "lay/lain". "To be in a flat position": lay, lain. "To say something
  // untrue": lied, lied (regular).
  lie: [
    { past: "lay", participle: "lain", sense: "lie-recline" },
    { past: "lied", participle: "lied", sense: "lie-untruth" },
  ],
  // The library has only "hung". "To fix something from the top" (a picture, a coat): hung, hung.
  // "To kill someone by hanging" (an execution): hanged, hanged (regular).
  hang: [
    { past: "hung", participle: "hung", sense: "hang-suspend" },
    { past: "hanged", participle: "hanged", sense: "hang-execute" },
  ],
};

/** The library's verbs (verb → [past, participle] pairs) with our corrections applied. */
export function correctIrregularVerbs(
  library: Readonly<Record<string, readonly (readonly [string, string])[]>>,
  corrections: typeof IRREGULAR_VERB_CORRECTIONS = IRREGULAR_VERB_CORRECTIONS,
): Map<string, IrregularForms[]> {
  const verbs = new Map<string, IrregularForms[]>(
    Object.entries(library).map(([verb, pairs]) => [verb, pairs.map(([past, participle]) => ({ past, participle }))]),
  );
  for (const [verb, correction] of Object.entries(corrections)) {
    if (correction === "regular") verbs.delete(verb);
    else
      verbs.set(
        verb,
        correction.map((forms) => ({ ...forms })),
      );
  }
  return verbs;
}
