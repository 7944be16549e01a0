/**
 * The regular past tense's spelling rules (American spelling, as the CMU dictionary is American).
 * The verb's pronunciation (its first CMU ARPAbet, when the dictionary has it) says whether the
 * final consonant doubles: "preFER" and "PROgram" double, "VISit" does not. Without it,
 * monosyllables count as stressed.
 */
import type { PastTenseSense } from "./irregular-verb-corrections";

export type PastTenseRule =
  "add-d" | "y-to-ied" | "double-consonant" | "double-secondary" | "add-k" | "add-ed" | "double-l-british" | "double-p-british";

/** The spelling a form is written in, when American (the site's, and the CMU dictionary's) and British spelling differ. */
export type SpellingVariety = "us" | "uk";

export interface RegularPast {
  past: string;
  rule: PastTenseRule;
}

const VOWELS = "aeiou";

function isVowelAt(word: string, index: number): boolean {
  const char = word[index];
  if (char === undefined) return false;
  if (char === "u" && word[index - 1] === "q") return false;
  return VOWELS.includes(char);
}

function vowelGroups(word: string): number {
  let groups = 0;
  for (let i = 0; i < word.length; i++) if (isVowelAt(word, i) && !isVowelAt(word, i - 1)) groups++;
  return groups;
}

/** The vowels of "cat", "bed", "sit", "cup", "book", "hot", "dog": a final syllable with one of these and secondary stress doubles. */
const SHORT_VOWELS = new Set(["AE", "EH", "IH", "AH", "UH", "AA", "AO"]);

/**
 * Verbs whose final syllable has a short vowel and secondary stress in CMU but which American
 * spelling does not double (Merriam-Webster's first spelling): "crayoned", "paralleled",
 * "bayoneted". Reviewed against every WordNet verb the secondary-stress rule doubles.
 */
const NOT_DOUBLED = new Set(["crayon", "parallel", "bayonet"]);

/**
 * Whether the final consonant doubles before -ed, from the verb's ARPAbet pronunciation:
 * - never when the pronunciation ends in a vowel: the last letter is silent ("crochet" → "crocheted",
 *   "debut" → "debuted", "ricochet" → "ricocheted");
 * - a monosyllable or a stressed last syllable doubles ("stop" → "stopped", "prefer" → "preferred");
 * - a last syllable with secondary stress doubles when its vowel is short and it does not end in r,
 *   as standard American spelling does ("program" → "programmed", "kidnap" → "kidnapped",
 *   "format" → "formatted"; but "mentor" → "mentored");
 * - an unstressed last syllable does not ("visit" → "visited", "open" → "opened", "benefit" →
 *   "benefited", "target" → "targeted", "travel" → "traveled").
 */
function doublesFinalConsonant(verb: string, pronunciation: string | undefined): "stressed" | "secondary" | false {
  if (pronunciation === undefined) return vowelGroups(verb) <= 1 && "stressed";
  const phones = pronunciation.trim().split(/\s+/);
  const vowels = phones.filter((phone) => /\d$/.test(phone));
  const last = vowels.at(-1);
  const final = phones.at(-1)!;
  // ER is the vowel and its r ("stir", "prefer"): the r is heard, so it is not a silent letter.
  if (!last || (/\d$/.test(final) && !final.startsWith("ER"))) return false;
  if (vowels.length === 1 || last.endsWith("1")) return "stressed";
  return last.endsWith("2") && SHORT_VOWELS.has(last.slice(0, -1)) && final !== "R" && !NOT_DOUBLED.has(verb) && "secondary";
}

/**
 * A verb's pronunciation for the spelling rules: its own, else, for a British single-l spelling the
 * dictionary lacks ("instil", "enrol", "enthral"), that of the American -ll spelling ("instill"),
 * which is said the same; its stressed last syllable is what doubles the l in both ("instilled").
 */
export function verbPronunciation(verb: string, pronunciationOf: (word: string) => string | undefined): string | undefined {
  const own = pronunciationOf(verb);
  if (own !== undefined || !/[aeiou]l$/.test(verb)) return own;
  return pronunciationOf(`${verb}l`);
}

/** The regular past (= past participle) of a verb by the spelling rules; `pronunciation` is its CMU ARPAbet ("P R OW1 G R AE2 M"). */
export function regularPast(verb: string, pronunciation?: string): RegularPast {
  const last = verb.at(-1) ?? "";
  if (last === "e") return { past: `${verb}d`, rule: "add-d" };
  if (last === "y" && verb.length > 1 && !isVowelAt(verb, verb.length - 2)) return { past: `${verb.slice(0, -1)}ied`, rule: "y-to-ied" };
  const n = verb.length;
  // Consonant–vowel–consonant at the end: one vowel letter between consonants, the last not w, x or y.
  const cvc = n >= 2 && !isVowelAt(verb, n - 1) && isVowelAt(verb, n - 2) && !isVowelAt(verb, n - 3) && !"wxy".includes(last);
  if (cvc) {
    if (last === "c" && n > 2) return { past: `${verb}ked`, rule: "add-k" };
    // The explanation says which: a stressed last syllable ("preFER"), or one with a secondary stress ("PROgram").
    const doubles = doublesFinalConsonant(verb, pronunciation);
    if (doubles) return { past: `${verb}${last}ed`, rule: doubles === "stressed" ? "double-consonant" : "double-secondary" };
  }
  return { past: `${verb}ed`, rule: "add-ed" };
}

/** Vowel letters that stay two syllables before a final l ("di-al", "fu-el", "vict-u-al"), unlike "ai", "ea", "oo" ("sail", "seal", "cool"). */
const HIATUS_BEFORE_L = new Set(["ia", "ua", "ue", "io"]);

/** Verbs ending in -p that British spelling doubles although their last syllable is unstressed (Oxford's first spelling). */
const BRITISH_DOUBLED_P = new Set(["worship"]);

/**
 * The British spelling of a regular past when it differs from the American one, else undefined.
 * British spelling doubles a final l after a single vowel (or two vowels said apart) in an
 * unstressed last syllable, where American spelling does not: "travel" → "travelled" (US
 * "traveled"), "cancel", "label", "model", "signal", "quarrel", "level", "total", "marvel",
 * "counsel", "equal", "dial", "fuel"; not "parallel" (paralleled in both), nor a vowel pair said as
 * one ("appeal", "detail"). It also doubles the p of "worship" (US "worshiped"). Verbs whose
 * American past is already doubled ("control", "kidnap", "program") are spelt alike.
 */
export function britishPast(verb: string, pronunciation?: string): RegularPast | undefined {
  const american = regularPast(verb, pronunciation);
  if (american.rule !== "add-ed") return undefined;
  if (BRITISH_DOUBLED_P.has(verb)) return { past: `${verb}ped`, rule: "double-p-british" };
  const match = /([aeiou]+)l$/.exec(verb);
  if (!match) return undefined;
  // The whole run of vowel letters before the l: one ("travel") or two said apart ("dial", "equal").
  const vowels = match[1]!;
  if (vowels.length > 1 && !HIATUS_BEFORE_L.has(vowels)) return undefined;
  if (pronunciation === undefined) {
    if (vowelGroups(verb) < 2) return undefined;
  } else {
    const phones = pronunciation.trim().split(/\s+/);
    // An unstressed vowel just before the final L ("T R AE1 V AH0 L"); "parallel" ends in a lightly stressed EH2.
    if (phones.at(-1) !== "L" || !/0$/.test(phones.at(-2) ?? "")) return undefined;
  }
  return { past: `${verb}led`, rule: "double-l-british" };
}

/** One row of a verb's past forms as a page shows it. */
export interface PastTenseForm {
  past: string;
  participle: string;
  /** "regular": the spelling rule gives this form; "irregular": it has to be learnt. */
  kind: "regular" | "irregular";
  rule?: PastTenseRule;
  /** The meaning that takes these forms, when the verb's meanings take different ones ("hanged": an execution). */
  sense?: PastTenseSense;
  /** American ("traveled") or British ("travelled") spelling, when the two differ. */
  variety?: SpellingVariety;
}

export interface PastTenseExplanation {
  /** "mixed": some forms follow the rule and some do not ("shined" and "shone"). */
  verb: "regular" | "irregular" | "mixed";
  /** The rule of each regular form, once per form: only the regular forms have one. */
  rules: { form: string; rule: PastTenseRule; variety?: SpellingVariety }[];
}

/** Why a verb's forms are spelt so: which of them follow a rule, and which rule. */
export function explainPastForms(forms: readonly PastTenseForm[]): PastTenseExplanation {
  const regular = forms.filter((form) => form.kind === "regular");
  const verb = regular.length === forms.length ? "regular" : regular.length === 0 ? "irregular" : "mixed";
  const rules: PastTenseExplanation["rules"] = [];
  for (const form of regular) {
    if (form.rule && !rules.some((known) => known.form === form.past))
      rules.push(form.variety ? { form: form.past, rule: form.rule, variety: form.variety } : { form: form.past, rule: form.rule });
  }
  return { verb, rules };
}
