/**
 * Checks a typed answer against an exercise's accepted answers, in the browser (no round trip).
 * The rules (decision record 0021):
 * - Silently the same: whitespace (runs, non-breaking, around the answer), typographic apostrophes,
 *   quotes and dashes, Unicode composition, and sentence-ending punctuation at the very end.
 * - Forgiven and reported (`forgiven`), so the learner sees the accepted spelling: case,
 *   punctuation anywhere else (`dont`, `Como estas` without `¿`), and missing accents — a bare letter
 *   typed for an accented one (`e` for `é`, `u` for `ü`, and `n` for `ñ`, which a learner without a
 *   Spanish keyboard cannot type). A wrong or extra accent is not forgiven: it counts as a letter.
 * - `almost`: one letter inserted, deleted, replaced or two adjacent letters swapped, only when the
 *   word(s) the slip touches have at least {@link MIN_TYPO_WORD_LETTERS} letters (short words have
 *   too many one-letter neighbours: cat/car, casa/cosa, no/ni) and the learner's word is not one of
 *   `realWords` (other words the exercise knows are genuine, e.g. its distractors).
 * - English contractions are one answer in either spelling (`I am not` = `I'm not`, `it isn't` =
 *   `it's not`): see {@link contractEnglish}.
 * - Everything else is `wrong`.
 */

export type Forgiveness = "case" | "punctuation" | "accents";

export type AnswerCheck =
  | { verdict: "correct"; matched: string; forgiven: Forgiveness[] }
  | { verdict: "almost"; matched: string; forgiven: Forgiveness[] }
  | { verdict: "wrong"; expected: string };

export interface CheckAnswerOptions {
  /** Genuine words a one-letter slip could produce (the exercise's distractors, the lesson's words): typing one is wrong, not almost. */
  realWords?: readonly string[];
}

/** A slip inside words shorter than this is a different word, not a typo. */
export const MIN_TYPO_WORD_LETTERS = 5;

const FORGIVENESS_ORDER: readonly Forgiveness[] = ["case", "punctuation", "accents"];

type Folds = Record<Forgiveness, boolean>;
const ALL: Folds = { case: true, punctuation: true, accents: true };

/** One letter (or space) with its combining marks, e.g. "ñ" → { base: "n", marks: "\u0303" }. */
interface Unit {
  base: string;
  marks: string;
}

const TYPOGRAPHIC: ReadonlyArray<[RegExp, string]> = [
  [/[\u2018\u2019\u201A\u201B\u02BC\u2032\u00B4`]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u00AB\u00BB\u2033]/g, '"'],
  [/[\u2010\u2011\u2012\u2013\u2014\u2212]/g, "-"],
  [/\u2026/g, "..."],
];

/** What is never the learner's mistake: keyboard and typography differences. */
export function canonicalAnswer(text: string): string {
  let s = text.normalize("NFC");
  for (const [pattern, replacement] of TYPOGRAPHIC) s = s.replace(pattern, replacement);
  return s
    .replace(/\s+/gu, " ")
    .trim()
    .replace(/[\s.!?]+$/u, "")
    .trim();
}

const PRONOUNS = "i|you|he|she|it|we|they|that|there|here|what|who|where|how";

/** Keeps the capital of the first letter the rule replaced ("Do not" → "Don't"). */
function sameCase(matched: string, replacement: string): string {
  return matched[0] === matched[0]!.toUpperCase() && matched[0] !== matched[0]!.toLowerCase()
    ? replacement[0]!.toUpperCase() + replacement.slice(1)
    : replacement;
}

const rule = (pattern: string, replacement: (...groups: string[]) => string): [RegExp, (match: string, ...groups: string[]) => string] => [
  new RegExp(`\\b${pattern}\\b`, "giu"),
  (match, ...groups) => sameCase(match, replacement(...groups)),
];

/**
 * English contractions in one canonical form, so that "I am not", "I'm not", "it is not", "it's
 * not" and "it isn't" are one answer however the accepted list spells it (decision record 0021):
 * a pronoun's contraction before "not" is opened, then "<auxiliary> not" is contracted, then a
 * pronoun and its auxiliary are. Applied to the learner's text and to every accepted answer alike;
 * text in other languages does not contain these words.
 */
const CONTRACTIONS: ReadonlyArray<[RegExp, (match: string, ...groups: string[]) => string]> = [
  rule(`(${PRONOUNS})'(m|re|s|ve|ll|d) not`, (who, short) => {
    const full: Record<string, string> = { m: "am", re: "are", s: "is", ve: "have", ll: "will", d: "would" };
    return `${who} ${full[short!.toLowerCase()]} not`;
  }),
  rule("can ?not", () => "can't"),
  rule("will not", () => "won't"),
  rule("shall not", () => "shan't"),
  rule("(is|are|was|were|do|does|did|have|has|had|would|should|could|must|need|might) not", (aux) => `${aux!.toLowerCase()}n't`),
  rule("(i) am", (who) => `${who}'m`),
  rule(`(you|we|they) are`, (who) => `${who}'re`),
  rule(`(he|she|it|that|there|here|what|who|where|how) (?:is|has)`, (who) => `${who}'s`),
  rule(`(i|you|we|they) have`, (who) => `${who}'ve`),
  rule(`(${PRONOUNS}) (?:would|had)`, (who) => `${who}'d`),
  rule(`(${PRONOUNS}) will`, (who) => `${who}'ll`),
];

/** `text` with its English contractions in the canonical form (see {@link CONTRACTIONS}). */
export function contractEnglish(text: string): string {
  let s = canonicalAnswer(text);
  for (const [pattern, replace] of CONTRACTIONS) s = s.replace(pattern, replace);
  return s;
}

function foldPunctuation(s: string): string {
  return s.replace(/'/g, "").replace(/\p{P}/gu, " ").replace(/\s+/gu, " ").trim();
}

function toUnits(text: string, folds: Folds): Unit[] {
  let s = canonicalAnswer(text);
  if (folds.case) s = s.toLowerCase();
  if (folds.punctuation) s = foldPunctuation(s);
  const units: Unit[] = [];
  for (const ch of s.normalize("NFD")) {
    const last = units.at(-1);
    if (/\p{M}/u.test(ch) && last) last.marks += ch;
    else units.push({ base: ch, marks: "" });
  }
  return units;
}

/** The learner's letter stands for the expected one: the same, or (when accents are forgiven) its bare letter. */
function sameLetter(typed: Unit, expected: Unit, accents: boolean): boolean {
  return typed.base === expected.base && (typed.marks === expected.marks || (accents && typed.marks === ""));
}

type Comparison = { kind: "same" } | { kind: "slip"; touched: number[] } | null;

/** Equal, one slip away (with the expected positions it touches), or further. */
function compare(typed: Unit[], expected: Unit[], accents: boolean): Comparison {
  const eq = (t: number, e: number) => sameLetter(typed[t]!, expected[e]!, accents);
  const restEqual = (t: number, e: number) => {
    if (typed.length - t !== expected.length - e) return false;
    for (let k = 0; t + k < typed.length; k++) if (!eq(t + k, e + k)) return false;
    return true;
  };
  let i = 0;
  while (i < typed.length && i < expected.length && eq(i, i)) i++;
  if (i === typed.length && i === expected.length) return { kind: "same" };
  if (typed.length === expected.length) {
    if (restEqual(i + 1, i + 1)) return { kind: "slip", touched: [i] };
    if (i + 1 < typed.length && eq(i, i + 1) && eq(i + 1, i) && restEqual(i + 2, i + 2)) {
      return { kind: "slip", touched: [i, i + 1] };
    }
    return null;
  }
  if (typed.length === expected.length + 1 && restEqual(i + 1, i)) {
    // An extra letter between expected[i - 1] and expected[i]: it touches the word(s) it sits in.
    return { kind: "slip", touched: [i - 1, i].filter((k) => k >= 0 && k < expected.length && expected[k]!.base !== " ") };
  }
  if (typed.length + 1 === expected.length && restEqual(i, i + 1)) return { kind: "slip", touched: [i] };
  return null;
}

const isLetter = (u: Unit) => /[\p{L}\p{N}]/u.test(u.base);

/** Letters in the words of `expected` that the slip touches; a touched space touches both its neighbours. */
function touchedLetters(expected: Unit[], touched: number[]): number {
  const words = new Set<number>();
  const wordStart = (k: number) => {
    while (k > 0 && expected[k - 1]!.base !== " ") k--;
    return k;
  };
  for (const k of touched) {
    if (expected[k]!.base !== " ") words.add(wordStart(k));
    else {
      if (k > 0) words.add(wordStart(k - 1));
      if (k + 1 < expected.length) words.add(k + 1);
    }
  }
  let letters = 0;
  for (const start of words) {
    for (let k = start; k < expected.length && expected[k]!.base !== " "; k++) if (isLetter(expected[k]!)) letters++;
  }
  return letters;
}

const plain = (units: Unit[]) =>
  units
    .map((u) => u.base)
    .join("")
    .split(" ")
    .filter(Boolean);

function makesRealWord(typed: Unit[], expected: Unit[], realWords: ReadonlySet<string>): boolean {
  const expectedWords = new Set(plain(expected));
  return plain(typed).some((w) => !expectedWords.has(w) && realWords.has(w));
}

function forgivenFor(typed: string, expected: string, stillMatches: (c: Comparison) => boolean): Forgiveness[] {
  return FORGIVENESS_ORDER.filter((fold) => {
    const folds = { ...ALL, [fold]: false };
    return !stillMatches(compare(toUnits(typed, folds), toUnits(expected, folds), folds.accents));
  });
}

export function checkAnswer(typed: string, accepted: readonly string[], options: CheckAnswerOptions = {}): AnswerCheck {
  if (accepted.length === 0) throw new Error("checkAnswer needs at least one accepted answer");
  const realWords = new Set((options.realWords ?? []).map((w) => plain(toUnits(w, ALL)).join(" ")));
  const typedText = contractEnglish(typed);
  const typedUnits = toUnits(typedText, ALL);
  let best: Extract<AnswerCheck, { verdict: "correct" }> | null = null;
  let almost: Extract<AnswerCheck, { verdict: "almost" }> | null = null;

  if (typedUnits.length > 0) {
    const exact = accepted.find((answer) => canonicalAnswer(answer) === canonicalAnswer(typed));
    if (exact !== undefined) return { verdict: "correct", matched: exact, forgiven: [] };
    /** Of two answers forgiving as much, the one spelt more like the learner's text (`I'm` for `im`). */
    const distance = (answer: string) => Math.abs(canonicalAnswer(answer).length - canonicalAnswer(typed).length);
    for (const answer of accepted) {
      const answerText = contractEnglish(answer);
      if (typedText === answerText) return { verdict: "correct", matched: answer, forgiven: [] };
      const expectedUnits = toUnits(answerText, ALL);
      const result = compare(typedUnits, expectedUnits, true);
      if (result?.kind === "same") {
        const forgiven = forgivenFor(typedText, answerText, (c) => c?.kind === "same");
        if (
          !best ||
          forgiven.length < best.forgiven.length ||
          (forgiven.length === best.forgiven.length && distance(answer) < distance(best.matched))
        )
          best = { verdict: "correct", matched: answer, forgiven };
      } else if (
        result?.kind === "slip" &&
        !almost &&
        touchedLetters(expectedUnits, result.touched) >= MIN_TYPO_WORD_LETTERS &&
        !makesRealWord(typedUnits, expectedUnits, realWords)
      ) {
        almost = { verdict: "almost", matched: answer, forgiven: forgivenFor(typedText, answerText, (c) => c !== null) };
      }
    }
  }
  return best ?? almost ?? { verdict: "wrong", expected: accepted[0]! };
}
