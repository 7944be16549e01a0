/**
 * ARPAbet (the CMU Pronouncing Dictionary's phones) → IPA, syllables by maximal onset, and a
 * respelling learners can read. Pure functions: no data is loaded here.
 */

export type Stress = 0 | 1 | 2;

/** One phone: its ARPAbet symbol without the stress digit, and the digit for vowels. */
export interface Phone {
  symbol: string;
  stress?: Stress;
}

export interface Syllable {
  onset: string[];
  nucleus: string;
  coda: string[];
  /** 1 primary, 2 secondary, 0 unstressed. */
  stress: Stress;
}

const VOWEL_IPA: Record<string, string> = {
  AA: "ɑ",
  AE: "æ",
  AH: "ʌ",
  AO: "ɔ",
  AW: "aʊ",
  AY: "aɪ",
  EH: "ɛ",
  ER: "ɝ",
  EY: "eɪ",
  IH: "ɪ",
  IY: "i",
  OW: "oʊ",
  OY: "ɔɪ",
  UH: "ʊ",
  UW: "u",
};

const CONSONANT_IPA: Record<string, string> = {
  B: "b",
  CH: "tʃ",
  D: "d",
  DH: "ð",
  F: "f",
  G: "ɡ",
  HH: "h",
  JH: "dʒ",
  K: "k",
  L: "l",
  M: "m",
  N: "n",
  NG: "ŋ",
  P: "p",
  R: "ɹ",
  S: "s",
  SH: "ʃ",
  T: "t",
  TH: "θ",
  V: "v",
  W: "w",
  Y: "j",
  Z: "z",
  ZH: "ʒ",
};

/** Every ARPAbet symbol without stress, vowels first. */
export const ARPABET_SYMBOLS: readonly string[] = [...Object.keys(VOWEL_IPA), ...Object.keys(CONSONANT_IPA)];

export function isVowel(symbol: string): boolean {
  return symbol in VOWEL_IPA;
}

/** "P R AH0 N" → phones; undefined when a symbol is not ARPAbet or a vowel lacks its stress digit. */
export function parseArpabet(pronunciation: string): Phone[] | undefined {
  const phones: Phone[] = [];
  for (const token of pronunciation.trim().split(/\s+/)) {
    const match = /^([A-Z]{1,2})([012])?$/.exec(token);
    if (!match) return undefined;
    const symbol = match[1]!;
    if (isVowel(symbol)) {
      if (match[2] === undefined) return undefined;
      phones.push({ symbol, stress: Number(match[2]) as Stress });
    } else {
      if (!(symbol in CONSONANT_IPA) || match[2] !== undefined) return undefined;
      phones.push({ symbol });
    }
  }
  return phones.length > 0 && phones.some((phone) => isVowel(phone.symbol)) ? phones : undefined;
}

/** English onsets of two and three consonants (single consonants are onsets, except NG). */
const CLUSTER_ONSETS = new Set([
  ..."P B K G F".split(" ").flatMap((c) => [`${c} R`, `${c} L`]),
  "T R",
  "D R",
  "TH R",
  "SH R",
  ..."T D K G S TH".split(" ").map((c) => `${c} W`),
  ..."P B K G F M V HH".split(" ").map((c) => `${c} Y`),
  ..."P T K M N L F".split(" ").map((c) => `S ${c}`),
  "S P R",
  "S P L",
  "S T R",
  "S K R",
  "S K W",
  "S K L",
  "S P Y",
  "S K Y",
]);

function isOnset(consonants: string[]): boolean {
  if (consonants.length === 0) return true;
  if (consonants.length === 1) return consonants[0] !== "NG";
  return CLUSTER_ONSETS.has(consonants.join(" "));
}

/**
 * Syllables by the maximal onset principle: each vowel is a nucleus; of the consonants between two
 * vowels the next syllable takes the longest run that can begin an English syllable.
 */
export function syllabify(phones: readonly Phone[]): Syllable[] {
  const syllables: Syllable[] = [];
  let pending: string[] = [];
  for (const phone of phones) {
    if (!isVowel(phone.symbol)) {
      pending.push(phone.symbol);
      continue;
    }
    const previous = syllables.at(-1);
    let split = 0;
    if (previous) {
      split = pending.length;
      for (let i = 0; i <= pending.length; i++) {
        if (isOnset(pending.slice(i))) {
          split = i;
          break;
        }
      }
      previous.coda.push(...pending.slice(0, split));
    }
    syllables.push({ onset: pending.slice(split), nucleus: phone.symbol, coda: [], stress: phone.stress ?? 0 });
    pending = [];
  }
  syllables.at(-1)?.coda.push(...pending);
  return syllables;
}

function vowelIpa(symbol: string, stress: Stress): string {
  if (symbol === "AH" && stress === 0) return "ə";
  if (symbol === "ER" && stress === 0) return "ɚ";
  return VOWEL_IPA[symbol]!;
}

/** One syllable in IPA, without a stress mark. */
export function syllableIpa(syllable: Syllable): string {
  const consonants = (list: string[]) => list.map((symbol) => CONSONANT_IPA[symbol]).join("");
  return `${consonants(syllable.onset)}${vowelIpa(syllable.nucleus, syllable.stress)}${consonants(syllable.coda)}`;
}

/** IPA with stress marks before the stressed syllables: "prəˌnʌnsiˈeɪʃən". */
export function toIpa(syllables: readonly Syllable[]): string {
  const marks = ["", "ˈ", "ˌ"] as const;
  return syllables.map((syllable) => `${marks[syllable.stress]}${syllableIpa(syllable)}`).join("");
}

/** "th" is the sound of "thin" (/θ/), "dh" that of "this" (/ð/), as the BBC's respellings write them. */
const RESPELL_CONSONANT: Record<string, string> = {
  ...Object.fromEntries(Object.keys(CONSONANT_IPA).map((symbol) => [symbol, symbol.toLowerCase()])),
  DH: "dh",
  HH: "h",
  JH: "j",
  Y: "y",
};

/** Vowels that cannot end a syllable in a respelling ("ha" would read "hah"). */
const CHECKED = new Set(["AE", "EH", "IH", "UH"]);

function respellVowel(syllable: Syllable, closed: boolean): string {
  switch (syllable.nucleus) {
    case "AA":
      return "ah";
    case "AE":
      return "a";
    case "AH":
      return "uh";
    case "AO":
      return "aw";
    case "AW":
      return "ow";
    case "AY":
      // "EYE-land", but "MY", "BYT" ("my", "bite"): after a consonant, "y" reads as the vowel of "my".
      return syllable.onset.length === 0 ? "eye" : "y";
    case "EH":
      return closed ? "e" : "eh";
    case "ER":
      return "ur";
    case "EY":
      return "ay";
    case "IH":
      return closed ? "i" : "ih";
    case "IY":
      return "ee";
    case "OW":
      return "oh";
    case "OY":
      return "oy";
    case "UH":
      return "uu";
    default:
      return "oo";
  }
}

/**
 * A respelling learners can read: syllables joined by hyphens, the stressed one in capitals
 * ("pruh-NUHN-see-AY-shuhn"). A checked vowel (the vowels of "cat", "bed", "sit", "book") keeps the
 * next syllable's first consonant ("HAP-ee"), so the spelling reads with the right vowel.
 */
export function respell(syllables: readonly Syllable[]): string {
  const parts = syllables.map((syllable) => ({ ...syllable, onset: [...syllable.onset], coda: [...syllable.coda] }));
  for (let i = 0; i < parts.length - 1; i++) {
    const current = parts[i]!;
    const next = parts[i + 1]!;
    if (CHECKED.has(current.nucleus) && current.coda.length === 0 && next.onset.length > 0 && current.stress > 0) {
      current.coda.push(next.onset.shift()!);
    }
  }
  return parts
    .map((syllable) => {
      const spelled = [
        ...syllable.onset.map((symbol) => RESPELL_CONSONANT[symbol]),
        respellVowel(syllable, syllable.coda.length > 0),
        ...syllable.coda.map((symbol) => RESPELL_CONSONANT[symbol]),
      ].join("");
      return syllable.stress === 1 ? spelled.toUpperCase() : spelled;
    })
    .join("-");
}

export interface Pronunciation {
  arpabet: string;
  ipa: string;
  syllables: { ipa: string; stress: Stress }[];
  respelling: string;
}

/** Everything a page shows of one CMU pronunciation; undefined when it is not valid ARPAbet. */
export function describePronunciation(arpabet: string): Pronunciation | undefined {
  const phones = parseArpabet(arpabet);
  if (!phones) return undefined;
  const syllables = syllabify(phones);
  return {
    arpabet,
    ipa: toIpa(syllables),
    syllables: syllables.map((syllable) => ({ ipa: syllableIpa(syllable), stress: syllable.stress })),
    respelling: respell(syllables),
  };
}

/** Whether a pronunciation has a stressed syllable ("the" as /ðə/ has none): only then is a syllable highlighted and capitalised. */
export function hasStressedSyllable(pronunciation: Pronunciation): boolean {
  return pronunciation.syllables.some((syllable) => syllable.stress === 1);
}

/** Whether a respelling writes "th" (/θ/, "thin") or "dh" (/ð/, "this"), so the page explains the two. */
export function hasThSounds(pronunciation: Pronunciation): boolean {
  return pronunciation.arpabet.split(/\s+/).some((phone) => phone === "TH" || phone === "DH");
}

/** The phones without stress ("P R AH N"): words with the same key sound the same. */
export function phoneKey(arpabet: string): string {
  return arpabet.replace(/[012]/g, "");
}

/** The rhyme: the phones from the last stressed vowel on, stress removed ("EY SH AH N"). */
export function rhymeKey(arpabet: string): string {
  const tokens = arpabet.split(" ");
  let start = -1;
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (/[12]$/.test(tokens[i]!)) {
      start = i;
      break;
    }
  }
  if (start < 0) start = tokens.findIndex((token) => /\d$/.test(token));
  return phoneKey(tokens.slice(Math.max(start, 0)).join(" "));
}
