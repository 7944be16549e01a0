import "server-only";
import { readFile } from "node:fs/promises";
import { correctIrregularVerbs } from "../model/irregular-verb-corrections";
import { dataFiles, once } from "./data-files";

/** english-verbs-irregular with our reviewed corrections: verb → its past forms; once per process. */
export const loadIrregularVerbs = once(async () =>
  correctIrregularVerbs(JSON.parse(await readFile(dataFiles.irregularVerbs(), "utf8")) as Record<string, [string, string][]>),
);
