import "server-only";
import { readFile } from "node:fs/promises";
import { dataFiles, once } from "./data-files";

/** english-verbs-irregular: verb → its [past, past participle] pairs; once per process. */
export const loadIrregularVerbs = once(
  async () => new Map(Object.entries(JSON.parse(await readFile(dataFiles.irregularVerbs(), "utf8")) as Record<string, [string, string][]>)),
);
