/**
 * How a word is written on its pages. Slugs are lower case; WordNet writes a proper noun's lemma
 * with its capitals in the synsets ("London", "Monday", "DNA", "pH"), while its index is lower case.
 */
import { displayWord } from "./slug";

/**
 * Words WordNet knows only as an abbreviation or a name, whose everyday sense (one it has no
 * entries for) is the one a reader looks up: "oh" is not "OH" (Ohio), "dos" (dos and don'ts) is
 * not "DoS", "ed" (driver's ed) is not "ED". Reviewed against the CMU words of up to three letters
 * that WordNet writes only with capitals.
 */
export const LOWER_CASE_WORDS: ReadonlySet<string> = new Set(["oh", "ha", "ho", "yay", "dos", "ed"]);

/**
 * The capitalised spelling of a lemma when every spelling WordNet gives it in its synsets has a
 * capital ("London", "DNA"), shown with spaces ("Ice Age"); undefined when one is
 * lower case ("march" and "March"), so the word stays as its slug. With several capitalised
 * spellings, the one of its most frequent sense ("PM" before "Pm").
 */
export function capitalisedSpelling(spellings: readonly string[]): string | undefined {
  if (spellings.length === 0 || spellings.some((spelling) => spelling === spelling.toLowerCase())) return undefined;
  return displayWord(spellings[0]!);
}
