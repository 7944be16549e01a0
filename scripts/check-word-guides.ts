// Checks the word guides we write (content/confusing-words, content/quizzes) against their schema
// and prints every error with its file and field. `npx tsx scripts/check-word-guides.ts [locale]`
// (a locale: only that locale's translations, after the English).
// (the unit tests run the same checks; this is the writer's quick loop).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseConfusingPair, parsePairTranslation, parseQuiz } from "../src/features/words/model/guide-schema";
import { confusingPairLocales } from "../src/features/words/model/word-locales";
import { locales } from "../src/lib/i18n/locales";
import { CONFUSING_PAIR_SLUGS, QUIZ_SLUGS } from "../src/features/words/model/guide-slugs";

const errors: string[] = [];
let count = 0;
for (const [dir, parse, listed] of [
  ["confusing-words", parseConfusingPair, CONFUSING_PAIR_SLUGS],
  ["quizzes", parseQuiz, QUIZ_SLUGS],
] as const) {
  const folder = path.join(process.cwd(), "content", dir);
  if (!existsSync(folder)) continue;
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .sort()) {
    const file = `content/${dir}/${name}`;
    count += 1;
    let input: unknown;
    try {
      input = JSON.parse(readFileSync(path.join(folder, name), "utf8"));
    } catch (error) {
      errors.push(`${file}: not JSON (${(error as Error).message})`);
      continue;
    }
    const slug = name.replace(/\.json$/, "");
    // The proxy's redirects know a guide only by these lists (decision record 0042).
    if (!(listed as readonly string[]).includes(slug))
      errors.push(`${file}: (root): add "${slug}" to src/features/words/model/guide-slugs.ts`);
    const result = parse(file, slug, input);
    if (!result.ok) errors.push(...result.errors);
  }
}
// The pairs' translations: content/confusing-words-translations/<locale>/<slug>.json, each checked against its English pair.
const translations = path.join(process.cwd(), "content", "confusing-words-translations");
const onlyLocale = process.argv[2];
for (const locale of existsSync(translations) ? readdirSync(translations).sort() : []) {
  if (onlyLocale && locale !== onlyLocale) continue;
  if (!(locales as readonly string[]).includes(locale) || locale === "en") {
    errors.push(`content/confusing-words-translations/${locale}: not an interface locale other than en`);
    continue;
  }
  for (const name of readdirSync(path.join(translations, locale))
    .filter((file) => file.endsWith(".json"))
    .sort()) {
    const file = `content/confusing-words-translations/${locale}/${name}`;
    count += 1;
    const slug = name.replace(/\.json$/, "");
    const english = path.join(process.cwd(), "content", "confusing-words", name);
    if (!existsSync(english)) {
      errors.push(`${file}: (root): there is no English pair content/confusing-words/${name}`);
      continue;
    }
    const pair = parseConfusingPair(`content/confusing-words/${name}`, slug, JSON.parse(readFileSync(english, "utf8")));
    if (!pair.ok) continue;
    let input: unknown;
    try {
      input = JSON.parse(readFileSync(path.join(process.cwd(), file), "utf8"));
    } catch (error) {
      errors.push(`${file}: not JSON (${(error as Error).message})`);
      continue;
    }
    const result = parsePairTranslation(file, pair.value, input);
    if (!result.ok) errors.push(...result.errors);
  }
}
// A locale that publishes the pairs must have every one (the loader refuses it otherwise).
for (const locale of confusingPairLocales) {
  if (locale === "en" || (onlyLocale && locale !== onlyLocale)) continue;
  for (const slug of CONFUSING_PAIR_SLUGS) {
    if (!existsSync(path.join(translations, locale, `${slug}.json`)))
      errors.push(
        `content/confusing-words-translations/${locale}/${slug}.json: (root): missing (confusingPairLocales publishes ${locale})`,
      );
  }
}
for (const error of errors) console.error(error);
console.log(`${count} files, ${errors.length} errors`);
process.exit(errors.length ? 1 : 0);
