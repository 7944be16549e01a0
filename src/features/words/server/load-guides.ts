import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { locales, type Locale } from "@/lib/i18n/locales";
import {
  parseConfusingPair,
  parsePairTranslation,
  parseQuiz,
  translatePair,
  type ConfusingPair,
  type GuideResult,
  type PairTranslation,
  type Quiz,
} from "../model/guide-schema";
import { CONFUSING_PAIR_SLUGS, QUIZ_SLUGS } from "../model/guide-slugs";
import { confusingPairLocales } from "../model/word-locales";
import { once } from "./data-files";

/**
 * The word guides we write (content/confusing-words, content/quizzes; decision record 0042),
 * loaded and validated once per process on first use. A broken file is an error that names the
 * file and the field (the schema's parsers), as is a file missing from the slug lists the proxy
 * uses, a listed slug without a file, or a quiz linking to a pair that does not exist. The pairs'
 * translations (content/confusing-words-translations/<locale>) are checked against their English
 * pair, and a locale that publishes the pairs (confusingPairLocales) must have every one.
 */
export interface WordGuides {
  pairs: ReadonlyMap<string, ConfusingPair>;
  quizzes: ReadonlyMap<string, Quiz>;
  /** Each locale's translated explanations of the pairs, by slug. */
  translations: ReadonlyMap<Locale, ReadonlyMap<string, PairTranslation>>;
}

/** A pair as a page shows it, with the language its explanations are in. */
export type LocalizedPair = ConfusingPair & { language: Locale };

const TRANSLATIONS_DIR = "confusing-words-translations";

async function loadTranslations(root: string, pairs: ReadonlyMap<string, ConfusingPair>, published: readonly Locale[], errors: string[]) {
  const folder = path.join(root, "content", TRANSLATIONS_DIR);
  const found = await readdir(folder).catch(() => [] as string[]);
  const translations = new Map<Locale, Map<string, PairTranslation>>();
  for (const locale of [...found].sort()) {
    if (locale === "en" || !(locales as readonly string[]).includes(locale)) {
      errors.push(`content/${TRANSLATIONS_DIR}/${locale}: not an interface locale other than en`);
      continue;
    }
    const byPair = new Map<string, PairTranslation>();
    // Every translation is checked; only a publishing locale's are shown (the others are still being written).
    if (published.includes(locale as Locale)) translations.set(locale as Locale, byPair);
    const names = (await readdir(path.join(folder, locale))).filter((name) => name.endsWith(".json")).sort();
    for (const name of names) {
      const file = `content/${TRANSLATIONS_DIR}/${locale}/${name}`;
      const pair = pairs.get(name.replace(/\.json$/, ""));
      if (!pair) {
        errors.push(`${file}: (root): there is no English pair content/confusing-words/${name}`);
        continue;
      }
      let input: unknown;
      try {
        input = JSON.parse(await readFile(path.join(root, file), "utf8"));
      } catch (error) {
        errors.push(`${file}: not JSON (${(error as Error).message})`);
        continue;
      }
      const result = parsePairTranslation(file, pair, input);
      if (!result.ok) errors.push(...result.errors);
      else byPair.set(pair.slug, result.value);
    }
  }
  for (const locale of published) {
    if (locale === "en") continue;
    const missing = [...pairs.keys()].filter((slug) => !translations.get(locale)?.has(slug));
    if (missing.length > 0)
      errors.push(
        `content/${TRANSLATIONS_DIR}/${locale}: (root): confusingPairLocales publishes ${locale}, but ${missing.length} pairs have no translation (${missing.slice(0, 3).join(", ")}…)`,
      );
  }
  return translations;
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

/**
 * Reads and checks every guide under `root` (the project folder); throws one error listing every
 * problem. `published`: the locales that must have every pair translated.
 */
export async function readWordGuides(root = process.cwd(), published: readonly Locale[] = confusingPairLocales): Promise<WordGuides> {
  const errors: string[] = [];
  const pairs = await loadFolder(root, "confusing-words", CONFUSING_PAIR_SLUGS, parseConfusingPair, errors);
  const quizzes = await loadFolder(root, "quizzes", QUIZ_SLUGS, parseQuiz, errors);
  for (const quiz of quizzes.values.values()) {
    quiz.related?.confusingWords?.forEach((slug, index) => {
      if (!pairs.slugs.has(slug))
        errors.push(`content/quizzes/${quiz.slug}.json: related.confusingWords[${index}]: there is no pair "${slug}"`);
    });
  }
  const translations = await loadTranslations(root, pairs.values, published, errors);
  if (errors.length > 0) throw new Error(`The word guides have errors:\n${errors.join("\n")}`);
  return { pairs: pairs.values, quizzes: quizzes.values, translations };
}

export const loadWordGuides = once(() => readWordGuides());

function localize(guides: WordGuides, pair: ConfusingPair, locale: Locale): LocalizedPair {
  const translation = guides.translations.get(locale)?.get(pair.slug);
  return translation ? { ...translatePair(pair, translation), language: locale } : { ...pair, language: "en" };
}

/** Every pair, in the order of their slugs, explained in `locale` where it has a translation (else in English). */
export async function listConfusingPairs(locale: Locale = "en"): Promise<LocalizedPair[]> {
  const guides = await loadWordGuides();
  return [...guides.pairs.values()].map((pair) => localize(guides, pair, locale));
}

/** The pair filed under `slug`, explained in `locale` where it has a translation (else in English). */
export async function findConfusingPair(slug: string, locale: Locale = "en"): Promise<LocalizedPair | undefined> {
  const guides = await loadWordGuides();
  const pair = guides.pairs.get(slug);
  return pair ? localize(guides, pair, locale) : undefined;
}

/** Every quiz, in the order of their slugs. */
export async function listQuizzes(): Promise<Quiz[]> {
  return [...(await loadWordGuides()).quizzes.values()];
}

export async function findQuiz(slug: string): Promise<Quiz | undefined> {
  return (await loadWordGuides()).quizzes.get(slug);
}
