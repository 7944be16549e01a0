// Checks the word guides we write (content/confusing-words, content/quizzes) against their schema
// and prints every error with its file and field. `npx tsx scripts/check-word-guides.ts`
// (the unit tests run the same checks; this is the writer's quick loop).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseConfusingPair, parseQuiz } from "../src/features/words/model/guide-schema";
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
for (const error of errors) console.error(error);
console.log(`${count} files, ${errors.length} errors`);
process.exit(errors.length ? 1 : 0);
