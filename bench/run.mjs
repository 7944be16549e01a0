#!/usr/bin/env node
// `npm run bench`: measures, in one run on this machine,
//  1. requests/second of /en and of a legal page, as a ratio of a minimal Node `http` server (the floor);
//  2. first-load JavaScript of each page (gzip bytes of the scripts its HTML loads).
// Ratios, not absolute times: they mean the same on a busy laptop and on CI.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");
const APP_PORT = 3200;
const FLOOR_PORT = 3201;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const JS_BUDGET_BYTES = 150 * 1024;
// The landing shell (home and legal pages) has the 150 KB budget; form pages are reported too.
const PAGES = [
  { page: "/en", budgeted: true },
  { page: "/uk", budgeted: true },
  { page: "/hi", budgeted: true },
  { page: "/en/terms", budgeted: true },
  { page: "/en/terms/privacy-policy", budgeted: true },
  { page: "/en/contact-us", budgeted: false },
];

async function waitFor(url, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function firstLoadJs(origin, page) {
  const html = await (await fetch(`${origin}${page}`)).text();
  // Scripts a modern browser loads: `noModule` polyfills are skipped by every browser we support.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snomodule/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]).filter(Boolean))];
  let gzipBytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { page, scripts: sources.length, gzipBytes };
}

const floor = http.createServer((_, res) => {
  res.writeHead(200, { "content-type": "text/plain" });
  res.end("ok");
});
await new Promise((resolve) => floor.listen(FLOOR_PORT, "127.0.0.1", resolve));

const app = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(APP_PORT),
    EMBEDDED_PG_DIR: ".data/bench-pg",
    EMBEDDED_PG_PORT: "54332",
    LOG_LEVEL: "warn",
  },
});

try {
  const origin = `http://localhost:${APP_PORT}`;
  await waitFor(`${origin}/readyz`);
  for (const page of ["/en", "/en/terms/privacy-policy"]) await fetch(`${origin}${page}`); // warm up

  const floorResult = await load(`http://127.0.0.1:${FLOOR_PORT}/`);
  const home = await load(`${origin}/en`);
  const legal = await load(`${origin}/en/terms/privacy-policy`);
  const js = [];
  for (const { page, budgeted } of PAGES) js.push({ ...(await firstLoadJs(origin, page)), budgeted });

  const rps = (r) => Math.round(r.requests.average);
  const results = {
    date: new Date().toISOString(),
    durationSeconds: DURATION_SECONDS,
    connections: CONNECTIONS,
    floorRps: rps(floorResult),
    pages: [
      { page: "/en", rps: rps(home), ratioToFloor: +(rps(home) / rps(floorResult)).toFixed(3), non2xx: home.non2xx },
      { page: "/en/terms/privacy-policy", rps: rps(legal), ratioToFloor: +(rps(legal) / rps(floorResult)).toFixed(3), non2xx: legal.non2xx },
    ],
    firstLoadJs: js.map((entry) => ({ ...entry, kb: +(entry.gzipBytes / 1024).toFixed(1), withinBudget: !entry.budgeted || entry.gzipBytes <= JS_BUDGET_BYTES })),
  };

  console.log(`\nThroughput (${CONNECTIONS} connections, ${DURATION_SECONDS}s each; floor = minimal Node http server)`);
  console.log(`  floor                      ${results.floorRps} req/s`);
  for (const p of results.pages) console.log(`  ${p.page.padEnd(26)} ${p.rps} req/s  ratio ${p.ratioToFloor}${p.non2xx ? `  (${p.non2xx} non-2xx!)` : ""}`);
  console.log(`\nFirst-load JavaScript (gzip), budget ${JS_BUDGET_BYTES / 1024} KB`);
  for (const entry of results.firstLoadJs) console.log(`  ${entry.page.padEnd(26)} ${entry.kb} KB in ${entry.scripts} scripts ${!entry.budgeted ? "(not budgeted)" : entry.withinBudget ? "✓" : "✗ over budget"}`);

  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(path.join(root, "bench", "results", "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  if (results.firstLoadJs.some((entry) => !entry.withinBudget)) process.exitCode = 1;
} finally {
  app.kill("SIGTERM");
  floor.close();
}
