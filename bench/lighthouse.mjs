// Lighthouse on mobile (its default: a Moto G Power-class phone, simulated slow 4G and CPU
// slowdown, so the scores mean the same on a busy machine), in Chromium, for the pages whose
// issues set Lighthouse targets:
//  - a funnel page (issue 14): performance ≥ 95, accessibility 100;
//  - a word page and a marketing page (issue 15): 95 / 100 / 100 / 100 — measured when they exist.
// Used by `npm run bench` (bench/run.mjs), or alone against a running app:
//   node bench/lighthouse.mjs http://localhost:3000 [/en/funnel/english-improve …]
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureChromium } from "../scripts/lib/ensure-chromium.mjs";

export const LIGHTHOUSE_PAGES = [
  { page: "/en/funnel/english-improve", kind: "funnel", targets: { performance: 95, accessibility: 100 } },
  { page: "/en/funnel/english-improve?screen=goal", kind: "funnel screen", targets: { performance: 95, accessibility: 100 } },
  { page: "/en", kind: "home", targets: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } },
  {
    page: "/en/how-to-pronounce/pronunciation",
    kind: "word",
    targets: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
  },
  {
    page: "/en/learn-english-online",
    kind: "marketing",
    targets: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
  },
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Scores (0–100) per category for each page, with the audits that cost points; a page that is not there (yet) is said, not scored. */
export async function measureLighthouse({ origin, pages = LIGHTHOUSE_PAGES }) {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const results = [];
  try {
    for (const entry of pages) {
      const url = `${origin}${entry.page}`;
      const status = (await fetch(url, { redirect: "manual" })).status;
      if (status !== 200) {
        results.push({ ...entry, missing: `answered ${status}` });
        continue;
      }
      // Once to warm the server's caches (first render, compiled content), then the run that counts.
      await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
      const run = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: CATEGORIES });
      const lhr = run.lhr;
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.scoreDisplayMode === "binary" && audit.score === 0)
        .map((audit) => audit.id);
      const metrics = {
        fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        cls: +(lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
      };
      const met = Object.entries(entry.targets).every(([id, target]) => scores[id] >= target);
      results.push({ ...entry, scores, metrics, met, failing, runWarnings: lhr.runWarnings });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** Prints the results the way bench/run.mjs prints its sections. */
export function printLighthouse(results) {
  console.log("\nLighthouse, mobile (simulated slow 4G and CPU; targets per issue 14 and 15)");
  for (const r of results) {
    if (r.missing) {
      console.log(`  ${r.page.padEnd(40)} not measured: ${r.missing}`);
      continue;
    }
    const scores = CATEGORIES.map((id) => `${id} ${r.scores[id]}${r.targets[id] !== undefined ? `/${r.targets[id]}` : ""}`).join("  ");
    console.log(`  ${r.page.padEnd(40)} ${scores}  ${r.met ? "✓" : "✗ below target"}`);
    console.log(`  ${"".padEnd(40)} FCP ${r.metrics.fcpMs} ms  LCP ${r.metrics.lcpMs} ms  TBT ${r.metrics.tbtMs} ms  CLS ${r.metrics.cls}`);
    if (r.failing.length) console.log(`  ${"".padEnd(40)} failing audits: ${r.failing.join(", ")}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin = "http://localhost:3000", ...paths] = process.argv.slice(2);
  const pages = paths.length
    ? paths.map(
        (page) =>
          LIGHTHOUSE_PAGES.find((entry) => entry.page === page) ?? { page, kind: "page", targets: { performance: 95, accessibility: 100 } },
      )
    : LIGHTHOUSE_PAGES;
  printLighthouse(await measureLighthouse({ origin, pages }));
}
