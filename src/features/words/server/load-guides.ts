import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseConfusingPair, parseQuiz, type ConfusingPair, type GuideResult, type Quiz } from "../model/guide-schema";
import { CONFUSING_PAIR_SLUGS, QUIZ_SLUGS } from "../model/guide-slugs";
import { once } from "./data-files";

/**
 * The word guides we write (content/confusing-words, content/quizzes; decision record 0042),
 * loaded and validated once per process on first use. A broken file is an error that names the
 * file and the field (the schema's parsers), as is a file missing from the slug lists the proxy
 * uses, a listed slug without a file, or a quiz linking to a pair that does not exist.
 */
export interface WordGuides {
  pairs: ReadonlyMap<string, ConfusingPair>;
  quizzes: ReadonlyMap<string, Quiz>;
}

type Parse<T> = (file: string, slug: string, input: unknown) => GuideResult<T>;

async function loadFolder<T>(root: string, dir: string, listed: readonly string[], parse: Parse<T>, errors: string[]) {
  const names = (await readdir(path.join(root, "content", dir))).filter((name) => name.endsWith(".json")).sort();
  const values = new Map<string, T>();
  for (const name of names) {
    const file = `content/${dir}/${name}`;
    const slug = name.replace(/\.json$/, "");
    if (!listed.includes(slug)) errors.push(`${file}: (root): add "${slug}" to src/features/words/model/guide-slugs.ts`);
    let input: unknown;
    try {
      input = JSON.parse(await readFile(path.join(root, file), "utf8"));
    } catch (error) {
      errors.push(`${file}: not JSON (${(error as Error).message})`);
      continue;
    }
    const result = parse(file, slug, input);
    if (!result.ok) errors.push(...result.errors);
    else values.set(slug, result.value);
  }
  for (const slug of listed) {
    if (!names.includes(`${slug}.json`))
      errors.push(`content/${dir}/${slug}.json: (root): listed in guide-slugs.ts but there is no such file`);
  }
  return { values, slugs: new Set(names.map((name) => name.replace(/\.json$/, ""))) };
}

/** Reads and checks every guide under `root` (the project folder); throws one error listing every problem. */
export async function readWordGuides(root = process.cwd()): Promise<WordGuides> {
  const errors: string[] = [];
  const pairs = await loadFolder(root, "confusing-words", CONFUSING_PAIR_SLUGS, parseConfusingPair, errors);
  const quizzes = await loadFolder(root, "quizzes", QUIZ_SLUGS, parseQuiz, errors);
  for (const quiz of quizzes.values.values()) {
    quiz.related?.confusingWords?.forEach((slug, index) => {
      if (!pairs.slugs.has(slug))
        errors.push(`content/quizzes/${quiz.slug}.json: related.confusingWords[${index}]: there is no pair "${slug}"`);
    });
  }
  if (errors.length > 0) throw new Error(`The word guides have errors:\n${errors.join("\n")}`);
  return { pairs: pairs.values, quizzes: quizzes.values };
}

export const loadWordGuides = once(() => readWordGuides());

/** Every pair, in the order of their slugs. */
export async function listConfusingPairs(): Promise<ConfusingPair[]> {
  return [...(await loadWordGuides()).pairs.values()];
}

export async function findConfusingPair(slug: string): Promise<ConfusingPair | undefined> {
  return (await loadWordGuides()).pairs.get(slug);
}

/** Every quiz, in the order of their slugs. */
export async function listQuizzes(): Promise<Quiz[]> {
  return [...(await loadWordGuides()).quizzes.values()];
}

export async function findQuiz(slug: string): Promise<Quiz | undefined> {
  return (await loadWordGuides()).quizzes.get(slug);
}
