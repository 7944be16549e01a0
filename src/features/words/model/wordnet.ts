/**
 * A small parser of WordNet's database files (wndb(5WN)): the `index.<pos>` lines (a lemma's
 * synsets) and the `data.<pos>` lines (a synset's words, pointers and gloss). Pure: the loader
 * reads the files; this turns one line into data.
 */

export type WordnetPos = "noun" | "verb" | "adj" | "adv";

export const WORDNET_POS: readonly WordnetPos[] = ["noun", "verb", "adj", "adv"];

const POS_OF_LETTER: Record<string, WordnetPos> = { n: "noun", v: "verb", a: "adj", s: "adj", r: "adv" };

export interface IndexEntry {
  lemma: string;
  pos: WordnetPos;
  /** Byte offsets of the lemma's synsets in data.<pos>, most frequent sense first. */
  offsets: number[];
}

export interface Pointer {
  symbol: string;
  offset: number;
  pos: WordnetPos;
  /** 0 for a pointer between synsets; otherwise the 1-based word numbers of a lexical pointer. */
  source: number;
  target: number;
}

export interface Synset {
  offset: number;
  pos: WordnetPos;
  /** "s" marks an adjective satellite. */
  satellite: boolean;
  /** The synset's words as WordNet writes them ("ice_cream"), adjective markers such as "(a)" removed. */
  words: string[];
  pointers: Pointer[];
  definition: string;
  examples: string[];
}

/** One line of index.<pos>; undefined for the licence header (lines starting with spaces). */
export function parseIndexLine(line: string): IndexEntry | undefined {
  if (line.startsWith(" ") || line.trim() === "") return undefined;
  const fields = line.trim().split(/\s+/);
  const [lemma, posLetter, synsetCount, pointerCount] = fields;
  const pos = POS_OF_LETTER[posLetter ?? ""];
  if (!lemma || !pos) return undefined;
  const synsets = Number(synsetCount);
  const afterPointers = 4 + Number(pointerCount) + 2;
  const offsets = fields.slice(afterPointers, afterPointers + synsets).map(Number);
  if (offsets.length !== synsets || offsets.some((offset) => !Number.isInteger(offset))) return undefined;
  return { lemma, pos, offsets };
}

/** Splits a gloss at its semicolons, except those inside a quotation. */
function glossSegments(gloss: string): string[] {
  const segments: string[] = [];
  let current = "";
  let quoted = false;
  for (const char of gloss) {
    if (char === '"') quoted = !quoted;
    if (char === ";" && !quoted) {
      segments.push(current);
      current = "";
    } else current += char;
  }
  segments.push(current);
  return segments.map((segment) => segment.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** The separator of an example and its source ("… — Henry Miller"): WordNet's files are ASCII, so it never occurs in them. */
const SOURCE_SEPARATOR = " \u2014 ";

/** One or more quotations and nothing else: `"he ran home"`, `"get a life!" "he is trying to rebuild his life"`. */
const QUOTATIONS = /^(?:"[^"]*"\s*)+$/;
/** A quotation with its source after dashes: `"the justification of barbarous means by holy ends"- H.J.Muller`. */
const ATTRIBUTED = /^"([^"]*)"\s*-+\s*([^"\s][^"]*)$/;

/**
 * The gloss after "|": `definition; "example"; "example"`. Only a segment (between semicolons
 * outside quotations) that is wholly a quotation, or a quotation with its source ("- Henry Miller"),
 * is an example; a quotation inside a definition stays there (`spread by scattering ("straw" is
 * archaic)`), and so do notes after the examples (`(\`anyplace' is used informally for \`anywhere')`).
 * An example with a source is `quotation — source` (see `splitExample`).
 */
export function parseGloss(gloss: string): { definition: string; examples: string[] } {
  const definition: string[] = [];
  const examples: string[] = [];
  for (const segment of glossSegments(gloss)) {
    const attributed = ATTRIBUTED.exec(segment);
    if (QUOTATIONS.test(segment)) {
      for (const match of segment.matchAll(/"([^"]*)"/g)) examples.push(match[1]!.trim());
    } else if (attributed) {
      examples.push(`${attributed[1]!.trim()}${SOURCE_SEPARATOR}${attributed[2]!.trim()}`);
    } else {
      definition.push(segment);
    }
  }
  return { definition: typeset(definition.join("; ")), examples: examples.filter(Boolean).map(typeset) };
}

/** WordNet's ASCII typography as print sets it: \`quoted' → ‘quoted’, a double hyphen → an em dash. */
export function typeset(text: string): string {
  return text.replace(/`([^`']*)'/g, "\u2018$1\u2019").replace(/\s*--\s*/g, "\u2014");
}

/**
 * Whether a sentence uses the word (a lemma of one or more words) or one of its regular forms
 * (lives, lived, living; tries, tried; stopped), or one of `forms` (irregular ones: read, ran).
 * WordNet's examples belong to a synset, so many show another word of it ("they inhabited the
 * islands" under "live"): a word's page shows only those that use the word itself.
 */
export function mentionsWord(sentence: string, lemma: string, forms: readonly string[] = []): boolean {
  const text = sentence.toLowerCase();
  const words = lemma.toLowerCase().split(/[\s_]+/);
  const last = words.pop()!;
  const stem = last.replace(/e$/, "");
  const endings = [
    last,
    `${last}s`,
    `${last}es`,
    `${last}d`,
    `${last}ed`,
    `${stem}ing`,
    `${stem}ed`,
    `${last}${last.at(-1)}ed`,
    `${last}${last.at(-1)}ing`,
    ...(last.endsWith("y") ? [`${last.slice(0, -1)}ies`, `${last.slice(0, -1)}ied`] : []),
    ...forms.map((form) => form.toLowerCase()),
  ];
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
  const head = words.map((word) => `${escape(word)}[\\s-]+`).join("");
  return new RegExp(`(?:^|[^a-z'])${head}(?:${[...new Set(endings)].map(escape).join("|")})(?![a-z])`).test(text);
}

/** An example and its source, if it has one: "the divine will" or "… — J.G.Frazier". */
export function splitExample(example: string): { text: string; source?: string } {
  const at = example.lastIndexOf(SOURCE_SEPARATOR);
  return at < 0 ? { text: example } : { text: example.slice(0, at), source: example.slice(at + SOURCE_SEPARATOR.length) };
}

/** An example as the pages show it: in quotation marks, its source after them ("“…” — Henry Miller"). */
export function quotedExample(example: string): string {
  const { text, source } = splitExample(example);
  return source ? `“${text}”${SOURCE_SEPARATOR}${source}` : `“${text}”`;
}

/** One line of data.<pos>; undefined for the licence header or a malformed line. */
export function parseDataLine(line: string): Synset | undefined {
  if (line.startsWith(" ") || line.trim() === "") return undefined;
  const bar = line.indexOf(" | ");
  const head = (bar >= 0 ? line.slice(0, bar) : line).trim().split(/\s+/);
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : "";
  const offset = Number(head[0]);
  const typeLetter = head[2] ?? "";
  const pos = POS_OF_LETTER[typeLetter];
  if (!pos || !Number.isInteger(offset)) return undefined;
  const wordCount = parseInt(head[3] ?? "", 16);
  let at = 4;
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) {
    words.push((head[at] ?? "").replace(/\([a-z]+\)$/, ""));
    at += 2;
  }
  const pointerCount = Number(head[at]);
  if (!Number.isInteger(pointerCount)) return undefined;
  at++;
  const pointers: Pointer[] = [];
  for (let i = 0; i < pointerCount; i++) {
    const [symbol, target, letter, sourceTarget] = head.slice(at, at + 4);
    at += 4;
    const targetPos = POS_OF_LETTER[letter ?? ""];
    if (!symbol || !targetPos || !sourceTarget) return undefined;
    pointers.push({
      symbol,
      offset: Number(target),
      pos: targetPos,
      source: parseInt(sourceTarget.slice(0, 2), 16),
      target: parseInt(sourceTarget.slice(2, 4), 16),
    });
  }
  if (at > head.length || words.some((word) => !word)) return undefined;
  return { offset, pos, satellite: typeLetter === "s", words, pointers, ...parseGloss(gloss) };
}

/** Antonym pointers ("!") of one word of the synset: pairs of target synset offset and word number. */
export function antonymPointersOf(synset: Synset, lemma: string): Pointer[] {
  const wordNumber = synset.words.findIndex((word) => word.toLowerCase() === lemma.toLowerCase()) + 1;
  if (wordNumber === 0) return [];
  return synset.pointers.filter((pointer) => pointer.symbol === "!" && (pointer.source === wordNumber || pointer.source === 0));
}
