/**
 * The regular past tense's spelling rules (American spelling, as the CMU dictionary is American).
 * `finalStressed` says whether the verb's last syllable carries the stress: "preFER" doubles,
 * "VISit" does not. Monosyllables always count as stressed.
 */
export type PastTenseRule = "add-d" | "y-to-ied" | "double-consonant" | "add-k" | "add-ed";

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

export function regularPast(verb: string, finalStressed?: boolean): RegularPast {
  const last = verb.at(-1) ?? "";
  if (last === "e") return { past: `${verb}d`, rule: "add-d" };
  if (last === "y" && verb.length > 1 && !isVowelAt(verb, verb.length - 2)) return { past: `${verb.slice(0, -1)}ied`, rule: "y-to-ied" };
  const n = verb.length;
  // Consonant–vowel–consonant at the end: one vowel letter between consonants, the last not w, x or y.
  const cvc = n >= 2 && !isVowelAt(verb, n - 1) && isVowelAt(verb, n - 2) && !isVowelAt(verb, n - 3) && !"wxy".includes(last);
  if (cvc) {
    const stressed = finalStressed ?? vowelGroups(verb) <= 1;
    if (last === "c" && n > 2) return { past: `${verb}ked`, rule: "add-k" };
    if (stressed) return { past: `${verb}${last}ed`, rule: "double-consonant" };
  }
  return { past: `${verb}ed`, rule: "add-ed" };
}
