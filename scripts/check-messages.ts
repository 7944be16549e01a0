// Fails when a catalogue lacks a key English has, has a key English lacks,
// or drops/renames an ICU placeholder. Run by `npm test` (npm run i18n:check).
import { readFileSync } from "node:fs";
import path from "node:path";
import { compareCatalogues, flattenKeys, type Messages } from "../src/lib/i18n/merge-messages";
import { defaultLocale, locales } from "../src/lib/i18n/locales";

const dir = path.resolve(import.meta.dirname, "..", "messages");
const load = (locale: string) => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), "utf8")) as Messages;

function valueAt(catalogue: Messages, key: string): string {
  return key.split(".").reduce<unknown>((node, part) => (node as Messages)[part], catalogue) as string;
}
/** The ICU arguments a text uses (`{name}`, `{count, plural, …}`), each once; a plural branch's text (`{Nothing to do}`) is not one. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort().join(",");

const english = load(defaultLocale);
let problems = 0;
for (const locale of locales.filter((l) => l !== defaultLocale)) {
  let catalogue: Messages;
  try {
    catalogue = load(locale);
  } catch (error) {
    console.error(`✗ ${locale}: cannot read messages/${locale}.json (${(error as Error).message})`);
    problems += 1;
    continue;
  }
  const { missing, extra } = compareCatalogues(english, catalogue);
  for (const key of missing) console.error(`✗ ${locale}: missing key ${key}`);
  for (const key of extra) console.error(`✗ ${locale}: key not in English: ${key}`);
  problems += missing.length + extra.length;
  for (const key of flattenKeys(english)) {
    if (missing.includes(key)) continue;
    const source = valueAt(english, key);
    const target = valueAt(catalogue, key);
    if (placeholders(source) !== placeholders(target)) {
      console.error(`✗ ${locale}: ${key} has placeholders {${placeholders(target)}}, English has {${placeholders(source)}}`);
      problems += 1;
    }
  }
}
if (problems > 0) {
  console.error(`i18n: ${problems} problem(s) in the message catalogues`);
  process.exit(1);
}
console.log(`i18n: ${locales.length} catalogues, ${flattenKeys(english).length} keys each, all consistent`);
