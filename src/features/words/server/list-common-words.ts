import "server-only";
import type { WordPageKind } from "../model/word-kinds";
import { hasWordPage } from "./find-word-pages";
import { loadWordLevels } from "./load-word-levels";

/** Everyday words (CEFR A1, then A2) that have a page of this kind, alphabetical: the index pages' list. */
export async function listCommonWords(kind: WordPageKind, limit = 48): Promise<string[]> {
  const levels = await loadWordLevels();
  const candidates = ["A1", "A2"].flatMap((level) =>
    [...levels]
      .filter(([word, wordLevel]) => wordLevel === level && /^[a-z]+$/.test(word))
      .map(([word]) => word)
      .sort(),
  );
  const found: string[] = [];
  for (const word of candidates) {
    if (found.length >= limit) break;
    if (await hasWordPage(kind, word)) found.push(word);
  }
  return found.sort();
}
