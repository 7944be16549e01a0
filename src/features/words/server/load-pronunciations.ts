import "server-only";
import { readFile } from "node:fs/promises";
import { phoneKey, rhymeKey } from "../model/arpabet";
import { normalizeWord } from "../model/slug";
import { dataFiles, once } from "./data-files";

export interface PronunciationData {
  /** Word → its ARPAbet pronunciations, the dictionary's first one first. */
  byWord: Map<string, string[]>;
  /** Phones without stress → the words that sound exactly so. */
  byPhones: Map<string, string[]>;
  /** Rhyme (phones from the last stressed vowel) → words. */
  byRhyme: Map<string, string[]>;
  /** Every word with a pronunciation, sorted. */
  words: string[];
}

const ENTRY = /^\s*"([^"]+)":\s*"([A-Z0-9 ]+)",?\s*$/;

/** Reads the CMU dictionary's lines (`  "word": "W ER1 D",`); a word's variants are "word(2)". */
export function parsePronunciations(source: string): PronunciationData {
  const byWord = new Map<string, string[]>();
  const byPhones = new Map<string, string[]>();
  const byRhyme = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, word: string) => {
    const list = map.get(key);
    if (!list) map.set(key, [word]);
    else if (list.at(-1) !== word) list.push(word);
  };
  for (const line of source.split("\n")) {
    const match = ENTRY.exec(line);
    if (!match) continue;
    const word = match[1]!.replace(/\(\d+\)$/, "");
    if (normalizeWord(word) !== word) continue;
    const arpabet = match[2]!;
    const list = byWord.get(word);
    if (list) list.push(arpabet);
    else byWord.set(word, [arpabet]);
    add(byPhones, phoneKey(arpabet), word);
    add(byRhyme, rhymeKey(arpabet), word);
  }
  return { byWord, byPhones, byRhyme, words: [...byWord.keys()].sort() };
}

/** The CMU Pronouncing Dictionary, read once per process on first use. */
export const loadPronunciations = once(async () => parsePronunciations(await readFile(dataFiles.cmu(), "utf8")));
