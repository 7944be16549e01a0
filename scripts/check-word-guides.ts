// Checks the word guides we write (content/confusing-words, content/quizzes) against their schema
// and prints every error with its file and field. `npx tsx scripts/check-word-guides.ts`
// (the unit tests run the same checks; this is the writer's quick loop).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseConfusingPair, parseQuiz } from "../src/features/words/model/guide-schema";

const errors: string[] = [];
let count = 0;
for (const [dir, parse] of [
  ["confusing-words", parseConfusingPair],
  ["quizzes", parseQuiz],
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
    const result = parse(file, name.replace(/\.json$/, ""), input);
    if (!result.ok) errors.push(...result.errors);
  }
}
for (const error of errors) console.error(error);
console.log(`${count} files, ${errors.length} errors`);
process.exit(errors.length ? 1 : 0);
