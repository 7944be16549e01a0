import "server-only";
import { readFile } from "node:fs/promises";
import { slugOfLemma } from "../model/slug";
import type { ClosedClass } from "../model/word-kinds";
import { dataFiles, once } from "./data-files";

export type WordLevel = "A1" | "A2" | "B1" | "B2" | "C1" | "C2";

/** content/words/cefrj-levels.json (scripts/words-cefrj.ts), read once per process. */
const loadProfileFile = once(
  async () =>
    JSON.parse(await readFile(dataFiles.levels(), "utf8")) as {
      words: Record<string, WordLevel>;
      closedClass?: Record<string, ClosedClass>;
    },
);

/** Word → its CEFR level; once per process. */
export const loadWordLevels = once(async () => new Map(Object.entries((await loadProfileFile()).words)));

/** The profiles' function words by slug ("a": only one, "in": also a content word, "according-to"); once per process. */
export const loadClosedClass = once(async () => {
  const bySlug = new Map<string, ClosedClass>();
  for (const [word, closedClass] of Object.entries((await loadProfileFile()).closedClass ?? {})) {
    const slug = slugOfLemma(word);
    if (slug) bySlug.set(slug, closedClass);
  }
  return bySlug;
});
