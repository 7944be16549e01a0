/**
 * Resident memory of the word pages' data (decision record 0039): RSS before and after loading
 * each data set once, in a fresh process, as the app loads them (lazily, once per process), and
 * the time of the first and of later lookups.
 *
 *   node --conditions=react-server --import tsx bench/word-data.ts
 */
import { findPastTense } from "../src/features/words/server/find-past-tense";
import { findPronunciation } from "../src/features/words/server/find-pronunciation";
import { findSenses } from "../src/features/words/server/find-senses";
import { listWords } from "../src/features/words/server/list-words";
import { loadIrregularVerbs } from "../src/features/words/server/load-irregular-verbs";
import { loadPronunciations } from "../src/features/words/server/load-pronunciations";
import { loadWordLevels } from "../src/features/words/server/load-word-levels";
import { loadWordnet } from "../src/features/words/server/load-wordnet";

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const settle = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
};

const rows: { step: string; rssMB: number; heapMB: number; ms: number }[] = [];
let last = settle();
rows.push({ step: "start", rssMB: mb(last.rss), heapMB: mb(last.heapUsed), ms: 0 });
for (const [step, load] of [
  ["CEFR levels (content/words)", loadWordLevels],
  ["irregular verbs", loadIrregularVerbs],
  ["CMU dictionary", loadPronunciations],
  ["WordNet 3.1", loadWordnet],
  [
    "first lookups (hello: pronunciation, senses; go: past)",
    () => Promise.all([findPronunciation("hello"), findSenses("hello"), findPastTense("go")]),
  ],
  ["word lists for the sitemaps (one WordNet scan)", () => listWords("synonyms-of")],
] as const) {
  const started = performance.now();
  await load();
  const ms = Math.round(performance.now() - started);
  const now = settle();
  rows.push({ step, rssMB: mb(now.rss), heapMB: mb(now.heapUsed), ms });
  last = now;
}
const started = performance.now();
for (const word of ["pronunciation", "happy", "run", "water", "beautiful", "prefer", "cat", "ice-cream"]) {
  await Promise.all([findPronunciation(word), findSenses(word), findPastTense(word)]);
}
rows.push({
  step: "8 more words, every kind (warm)",
  rssMB: mb(settle().rss),
  heapMB: mb(settle().heapUsed),
  ms: Math.round(performance.now() - started),
});
console.table(rows);
