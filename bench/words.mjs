// Word pages (issue 15), measured like the rest of the bench: ratios against a floor in the same run.
//  - a cached word page's requests/second against the floor sending the very bytes the app sent
//    (target: at least 1/8 of the floor);
//  - the first render of word pages nobody has asked for yet: 150 distinct words from the CMU
//    dictionary, each requested once, one at a time; p50 and p99 latency (no target: reported);
//  - that the build prerenders no word page (so build time does not grow with the word count):
//    the word pages in `.next/prerender-manifest.json`.
// The word data's resident memory is measured apart: bench/word-data.ts.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { dictionary } from "cmu-pronouncing-dictionary";

const CACHED_PAGE = "/en/how-to-pronounce/language";
const FIRST_RENDERS = 150;
const WORD_KINDS = ["how-to-pronounce", "what-part-of-speech", "synonyms-of", "antonyms-of", "past-tense-of"];

/** Distinct plain words spread over the whole dictionary (deterministic, so runs compare). */
function sampleWords(count) {
  const words = Object.keys(dictionary).filter((word) => /^[a-z]{4,12}$/.test(word));
  const step = Math.floor(words.length / count);
  return Array.from({ length: count }, (_, index) => words[index * step]);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Word pages against the floor (`floorDocuments` is the floor server's map, see run.mjs). */
export async function measureWordPages({ origin, floorOrigin, floorDocuments, load, root }) {
  // Twice: the first request renders and stores the page, the second is served from the cache.
  await fetch(`${origin}${CACHED_PAGE}`);
  const response = await fetch(`${origin}${CACHED_PAGE}`, { headers: { "accept-encoding": "identity" } });
  if (response.status !== 200) return { missing: `${CACHED_PAGE} answered ${response.status}` };
  const plain = Buffer.from(await response.arrayBuffer());
  floorDocuments.set(CACHED_PAGE, { plain, gzip: gzipSync(plain) });
  const floor = await load(`${floorOrigin}${CACHED_PAGE}`);
  const cached = await load(`${origin}${CACHED_PAGE}`);

  const latencies = [];
  const statuses = {};
  for (const word of sampleWords(FIRST_RENDERS)) {
    const started = performance.now();
    const answer = await fetch(`${origin}/en/how-to-pronounce/${word}`, { redirect: "manual" });
    await answer.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  latencies.sort((a, b) => a - b);

  const manifestFile = path.join(root, ".next", "prerender-manifest.json");
  const prerendered = existsSync(manifestFile)
    ? Object.keys(JSON.parse(readFileSync(manifestFile, "utf8")).routes ?? {}).filter((route) =>
        WORD_KINDS.some((kind) => new RegExp(`^/[^/]+/${kind}/[^/]+$`).test(route)),
      ).length
    : null;

  const rps = (result) => Math.round(result.requests.average);
  return {
    page: CACHED_PAGE,
    bytes: plain.length,
    cached: { rps: rps(cached), p99Ms: cached.latency.p99, non2xx: cached.non2xx },
    floorRps: rps(floor),
    // Target ≥ 0.125 (1/8 of a bare Node server sending the same bytes).
    ratioToFloor: +(rps(cached) / rps(floor)).toFixed(3),
    firstRender: {
      words: FIRST_RENDERS,
      statuses,
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
    },
    prerenderedWordPages: prerendered,
  };
}

export function printWordPages(w) {
  console.log("\nWord pages (floor = a minimal Node http server sending the same bytes)");
  if (w.missing) {
    console.log(`  not measured: ${w.missing}`);
    return;
  }
  console.log(
    `  ${w.page} cached  ${w.cached.rps} req/s vs floor ${w.floorRps} req/s  ratio ${w.ratioToFloor} (target ≥ 0.125)${w.cached.non2xx ? `  (${w.cached.non2xx} non-2xx!)` : ""}`,
  );
  const statuses = Object.entries(w.firstRender.statuses)
    .map(([status, count]) => `${count}×${status}`)
    .join(", ");
  console.log(
    `  first render of ${w.firstRender.words} new words: p50 ${w.firstRender.p50Ms} ms, p99 ${w.firstRender.p99Ms} ms (${statuses})`,
  );
  console.log(
    `  word pages prerendered by the build: ${w.prerenderedWordPages ?? "no build manifest"} (0: the build does not grow with the word count)`,
  );
}
