import "server-only";
import { readFile } from "node:fs/promises";
import { dataFiles, once } from "./data-files";

export type WordLevel = "A1" | "A2" | "B1" | "B2" | "C1" | "C2";

/** content/words/cefrj-levels.json (scripts/words-cefrj.ts): word → its CEFR level; once per process. */
export const loadWordLevels = once(async () => {
  const file = JSON.parse(await readFile(dataFiles.levels(), "utf8")) as { words: Record<string, WordLevel> };
  return new Map(Object.entries(file.words));
});
