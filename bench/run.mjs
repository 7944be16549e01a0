#!/usr/bin/env node
// `npm run bench`: measures, in one run on this machine,
//  1. requests/second of /en (as is and gzip-compressed) and of a legal page, each as a ratio of a minimal Node `http` server sending the same bytes (the floor);
//  2. first-load JavaScript of each page (gzip bytes of the scripts its HTML loads);
//  3. analytics events ingested per second (batches of 200 through the endpoint) against raw
//     multi-row inserts of the same rows into the same table, in the same run;
//  4. remote flag evaluation latency (p50, p99) with 50 concurrent clients, next to the floor's;
//  5. GET /v1/profiles, PUT /v1/profiles/keeper/{key} and GET /v1/billing/products/available
//     (a demo account's token) at 50 concurrent clients, against a bare Hono route in the same
//     app and server;
//  6. signed webhooks processed per second end to end (verify, dedupe, apply, entitlements) against
//     bare inserts into webhook_events in the same run (bench/webhooks.mjs);
//  7. courses (bench/courses.mjs): lesson results submitted (each a new completion) at 50 concurrent
//     clients against the bare Hono route, and replays apart; `/course` of a learner with 100
//     finished lessons against the floor sending a static page of the same bytes; the lesson
//     player's first-load JavaScript (in 2.);
//  8. word pages (bench/words.mjs): a cached word page against the floor sending the same bytes,
//     the first render of 150 new words (p50, p99), and the build's prerendered word pages (none);
//  9. Lighthouse on mobile for a funnel page, the home page, a word page and a marketing page
//     (bench/lighthouse.mjs; scores against the targets of issues 14 and 15).
// Ratios, not absolute times: they mean the same on a busy laptop and on CI.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { measureCourseMap, measureLessonResults, PLAYER_LESSON, prepareCourses } from "./courses.mjs";
import { BENCH_SANDBOX_SECRET, measureWebhooks } from "./webhooks.mjs";
import { measureLighthouse, printLighthouse } from "./lighthouse.mjs";
import { measureWordPages, printWordPages } from "./words.mjs";

const root = path.resolve(import.meta.dirname, "..");
const APP_PORT = 3200;
const FLOOR_PORT = 3201;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const JS_BUDGET_BYTES = 150 * 1024;
// The landing shell (home and legal pages) and the pages to buy (pricing pages and the paywall,
// issue 12) have the 150 KB budget; form pages are reported too.
const PAGES = [
  { page: "/en", budgeted: true },
  { page: "/uk", budgeted: true },
  { page: "/hi", budgeted: true },
  { page: "/en/terms", budgeted: true },
  { page: "/en/terms/privacy-policy", budgeted: true },
  { page: "/en/tutoring/pricing", budgeted: true },
  { page: "/en/group-lessons/pricing", budgeted: true },
  { page: "/en/profile/payments-subscriptions/choose", budgeted: true },
  { page: "/en/purchase-onboarding?plan=courses-premium-1m", budgeted: true },
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

function load(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const BATCH = 200;
const batchEvents = (device) =>
  Array.from({ length: BATCH }, (_, i) => ({
    event_type: "bench_event",
    device_id: device,
    time: Date.now(),
    insert_id: `${device}-${i}`,
    event_properties: { index: i, page: "/en" },
    platform: "Web",
    language: "en",
  }));

/** The floor for ingestion: the same rows, inserted straight into the same table by 10 clients. */
async function rawInsertRate(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const columns = "(event_type, source, device_id, insert_id, event_time, event_properties, context)";
  const values = Array.from(
    { length: BATCH },
    (_, i) => `($${i * 7 + 1}, $${i * 7 + 2}, $${i * 7 + 3}, $${i * 7 + 4}, $${i * 7 + 5}, $${i * 7 + 6}, $${i * 7 + 7})`,
  ).join(", ");
  const deadline = Date.now() + DURATION_SECONDS * 1000;
  let batches = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const params = batchEvents("bench-raw-floor").flatMap((e) => [
          e.event_type,
          "browser",
          e.device_id,
          e.insert_id,
          new Date(e.time),
          e.event_properties,
          { platform: e.platform, language: e.language },
        ]);
        await pool.query(`insert into analytics_events ${columns} values ${values}`, params);
        batches += 1;
      }
    }),
  );
  await pool.end();
  return Math.round((batches * BATCH) / DURATION_SECONDS);
}

async function firstLoadJs(origin, page, headers = {}) {
  const response = await fetch(`${origin}${page}`, { headers });
  // A page that is not there (or sent elsewhere) is reported, not measured.
  if (!response.ok) return { page, status: response.status, scripts: 0, gzipBytes: 0 };
  const landed = new URL(response.url).pathname;
  const html = await response.text();
  // Scripts a modern browser loads: `noModule` polyfills are skipped by every browser we support.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snomodule/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]).filter(Boolean))];
  let gzipBytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { page, landed, scripts: sources.length, gzipBytes };
}

// The floor: a minimal Node server that sends the very bytes the app sends for a page (captured
// once from the app), gzip-compressed ahead of time when the client asks for gzip: the least work
// that gives a browser the same result. Any other path answers a 2-byte body (latency floor).
const floorDocuments = new Map();
const floor = http.createServer((req, res) => {
  const document = floorDocuments.get(req.url);
  if (!document) {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("ok");
    return;
  }
  if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", vary: "Accept-Encoding" });
    res.end(document.gzip);
  } else {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(document.plain);
  }
});
await new Promise((resolve) => floor.listen(FLOOR_PORT, "127.0.0.1", resolve));

/** Captures what the app sends for `page`, so the floor can send the same bytes. */
async function captureForFloor(origin, page) {
  const plain = Buffer.from(await (await fetch(`${origin}${page}`, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
  floorDocuments.set(page, { plain, gzip: gzipSync(plain) });
  return plain.length;
}
const GZIP = { headers: { "accept-encoding": "gzip" } };

const app = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(APP_PORT),
    EMBEDDED_PG_DIR: ".data/bench-pg",
    EMBEDDED_PG_PORT: "54332",
    LOG_LEVEL: "warn",
    ANALYTICS_RATE_LIMIT: "1000000",
    // PUT keeper is measured at full speed from one account.
    API_WRITE_RATE_LIMIT: "1000000",
    // The bare /v1 route the API measurements compare against.
    ENABLE_TEST_ROUTES: "true",
    // The bench signs sandbox webhooks itself.
    SANDBOX_WEBHOOK_SECRET: BENCH_SANDBOX_SECRET,
  },
});

try {
  const origin = `http://localhost:${APP_PORT}`;
  await waitFor(`${origin}/readyz`);
  const documentBytes = {};
  for (const page of ["/en", "/en/terms/privacy-policy"]) documentBytes[page] = await captureForFloor(origin, page); // also warms up

  // Each page against the floor sending the same bytes: as they are, and gzip-compressed as browsers ask.
  const floorResult = await load(`http://127.0.0.1:${FLOOR_PORT}/en`);
  const home = await load(`${origin}/en`);
  const floorGzip = await load(`http://127.0.0.1:${FLOOR_PORT}/en`, GZIP);
  const homeGzip = await load(`${origin}/en`, GZIP);
  const floorLegal = await load(`http://127.0.0.1:${FLOOR_PORT}/en/terms/privacy-policy`);
  const legal = await load(`${origin}/en/terms/privacy-policy`);
  const js = [];
  for (const { page, budgeted } of PAGES) js.push({ ...(await firstLoadJs(origin, page)), budgeted });

  // Analytics ingestion: the endpoint (parse, validate, rate limit, insert) against raw inserts.
  const analyticsKey = process.env.ANALYTICS_API_KEY || "lingora-web-analytics";
  const ingest = await load(`${origin}/api/analytics/2/httpapi`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ api_key: analyticsKey, events: batchEvents("bench-endpoint") }),
  });
  const password = readFileSync(path.join(root, ".data", "bench-pg.password"), "utf8").trim();
  const rawEventsPerSecond = await rawInsertRate(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:54332/lingora`);
  const endpointEventsPerSecond = Math.round(ingest.requests.average * BATCH);

  // Remote flag evaluation under 50 concurrent clients, and the floor at the same concurrency.
  const evalBody = JSON.stringify({
    attributes: { device_id: "bench-device-000001", device: "Desktop", platform: "web", utm_source: "organic" },
  });
  const evaluation = await load(`${origin}/api/growth/api/eval/${process.env.GROWTHBOOK_CLIENT_KEY || "sdk-lingora-web"}`, {
    connections: 50,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: evalBody,
  });
  const floor50 = await load(`http://127.0.0.1:${FLOOR_PORT}/`, { connections: 50 });

  // The product API with demo accounts' id tokens, against a bare Hono route.
  const idTokenOf = async (email) => {
    const signIn = await fetch(`${origin}/api/identity/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email, password: "lingora demo learner" }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return (await (await fetch(`${origin}/api/identity/token`, { headers: { cookie } })).json()).token;
  };
  const headersFor = (token) => ({
    authorization: `Bearer ${token}`,
    "x-time-location": "Europe/Kyiv",
    "content-type": "application/json",
  });
  const apiHeaders = headersFor(await idTokenOf("free@demo.lingora.example"));
  // Products are read for an account that holds one (a premium courses subscription).
  const premiumHeaders = headersFor(await idTokenOf("courses-premium@demo.lingora.example"));
  const bare = await load(`${origin}/v1/__bare`, { connections: 50 });
  const profilesGet = await load(`${origin}/v1/profiles`, { connections: 50, headers: apiHeaders });
  const productsGet = await load(`${origin}/v1/billing/products/available`, { connections: 50, headers: premiumHeaders });
  const keeperPut = await load(`${origin}/v1/profiles/keeper/bench_key`, {
    connections: 50,
    method: "PUT",
    headers: apiHeaders,
    body: JSON.stringify({ value: JSON.stringify({ soundEffects: true }) }),
  });

  const webhooks = await measureWebhooks({
    origin,
    databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:54332/lingora`,
    headers: apiHeaders,
    load,
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
  });

  // Courses: learners, open attempts and the map's learner are written before the timed windows.
  const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:54332/lingora`;
  const authSecret = process.env.AUTH_SECRET || readFileSync(path.join(root, ".data", "auth-secret"), "utf8").trim();
  const coursesSetup = prepareCourses({ databaseUrl, authSecret });
  const lessonResults = await measureLessonResults({ origin, load, setup: coursesSetup });
  const courseMap = await measureCourseMap({
    origin,
    floorOrigin: `http://127.0.0.1:${FLOOR_PORT}`,
    floorDocuments,
    load,
    setup: coursesSetup,
  });
  const playerPage = `/en/course/lesson/${PLAYER_LESSON}`;
  const player = await firstLoadJs(origin, playerPage, { cookie: coursesSetup.playerLearner.cookie });
  const lessonPlayer =
    player.landed === playerPage
      ? { ...player, kb: +(player.gzipBytes / 1024).toFixed(1), withinBudget: player.gzipBytes <= JS_BUDGET_BYTES }
      : { page: playerPage, missing: player.status ? `answered ${player.status}` : `sent to ${player.landed}` };

  const wordPages = await measureWordPages({ origin, floorOrigin: `http://127.0.0.1:${FLOOR_PORT}`, floorDocuments, load, root });

  // Last, on a quiet server: Lighthouse loads each page as a phone would.
  const lighthouseResults = await measureLighthouse({ origin });

  const rps = (r) => Math.round(r.requests.average);
  const results = {
    date: new Date().toISOString(),
    durationSeconds: DURATION_SECONDS,
    connections: CONNECTIONS,
    floorRps: rps(floorResult),
    pages: [
      {
        page: "/en",
        bytes: documentBytes["/en"],
        rps: rps(home),
        floorRps: rps(floorResult),
        ratioToFloor: +(rps(home) / rps(floorResult)).toFixed(3),
        non2xx: home.non2xx,
      },
      {
        page: "/en (gzip)",
        bytes: floorDocuments.get("/en").gzip.length,
        rps: rps(homeGzip),
        floorRps: rps(floorGzip),
        ratioToFloor: +(rps(homeGzip) / rps(floorGzip)).toFixed(3),
        non2xx: homeGzip.non2xx,
      },
      {
        page: "/en/terms/privacy-policy",
        bytes: documentBytes["/en/terms/privacy-policy"],
        rps: rps(legal),
        floorRps: rps(floorLegal),
        ratioToFloor: +(rps(legal) / rps(floorLegal)).toFixed(3),
        non2xx: legal.non2xx,
      },
    ],
    analyticsIngestion: {
      batchSize: BATCH,
      endpointEventsPerSecond,
      rawInsertEventsPerSecond: rawEventsPerSecond,
      ratioToRawInsert: +(endpointEventsPerSecond / rawEventsPerSecond).toFixed(3),
      non2xx: ingest.non2xx,
    },
    flagEvaluation: {
      connections: 50,
      rps: rps(evaluation),
      p50Ms: evaluation.latency.p50,
      p99Ms: evaluation.latency.p99,
      floorP50Ms: floor50.latency.p50,
      floorP99Ms: floor50.latency.p99,
      non2xx: evaluation.non2xx,
    },
    productApi: {
      connections: 50,
      bare: { rps: rps(bare), p99Ms: bare.latency.p99 },
      endpoints: [
        { endpoint: "GET /v1/profiles", result: profilesGet },
        { endpoint: "PUT /v1/profiles/keeper/{key}", result: keeperPut },
        { endpoint: "GET /v1/billing/products/available", result: productsGet },
      ].map(({ endpoint, result }) => ({
        endpoint,
        rps: rps(result),
        p99Ms: result.latency.p99,
        ratioToBare: +(rps(result) / rps(bare)).toFixed(3),
        non2xx: result.non2xx,
      })),
    },
    webhooks,
    courses: { lessonResults, courseMap, lessonPlayer },
    wordPages,
    lighthouse: lighthouseResults,
    firstLoadJs: js.map((entry) => ({
      ...entry,
      kb: +(entry.gzipBytes / 1024).toFixed(1),
      withinBudget: !entry.budgeted || (!entry.status && entry.gzipBytes <= JS_BUDGET_BYTES),
    })),
  };

  console.log(
    `\nThroughput (${CONNECTIONS} connections, ${DURATION_SECONDS}s each; floor = a minimal Node http server sending the same bytes)`,
  );
  for (const p of results.pages) {
    console.log(
      `  ${p.page.padEnd(26)} ${p.rps} req/s vs floor ${p.floorRps} req/s (${(p.bytes / 1024).toFixed(1)} KB)  ratio ${p.ratioToFloor}${p.non2xx ? `  (${p.non2xx} non-2xx!)` : ""}`,
    );
  }
  const a = results.analyticsIngestion;
  console.log(`\nAnalytics ingestion (batches of ${a.batchSize}, ${CONNECTIONS} clients; floor = raw inserts into the same table)`);
  console.log(`  endpoint                   ${a.endpointEventsPerSecond} events/s${a.non2xx ? `  (${a.non2xx} non-2xx!)` : ""}`);
  console.log(`  raw insert                 ${a.rawInsertEventsPerSecond} events/s  ratio ${a.ratioToRawInsert}`);
  const f = results.flagEvaluation;
  console.log(`\nRemote flag evaluation (50 concurrent clients)`);
  console.log(
    `  ${f.rps} req/s  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  (floor p50 ${f.floorP50Ms} ms, p99 ${f.floorP99Ms} ms)${f.non2xx ? `  (${f.non2xx} non-2xx!)` : ""}`,
  );
  console.log(`\nProduct API (50 concurrent clients; floor = a bare Hono route in the same server)`);
  console.log(`  bare route                 ${results.productApi.bare.rps} req/s  p99 ${results.productApi.bare.p99Ms} ms`);
  for (const e of results.productApi.endpoints) {
    console.log(
      `  ${e.endpoint.padEnd(36)} ${e.rps} req/s  p99 ${e.p99Ms} ms  ratio ${e.ratioToBare}${e.non2xx ? `  (${e.non2xx} non-2xx!)` : ""}`,
    );
  }
  const w = results.webhooks;
  console.log(`\nWebhooks (signed sandbox events, ${w.connections} clients; floor = bare inserts into webhook_events)`);
  console.log(
    `  endpoint                   ${w.endpointEventsPerSecond} events/s  p99 ${w.p99Ms} ms${w.non2xx ? `  (${w.non2xx} non-2xx!)` : ""}`,
  );
  console.log(`  bare insert                ${w.bareInsertsPerSecond} rows/s  ratio ${w.ratioToBareInsert}`);
  const r = results.courses.lessonResults;
  const c = r.completions;
  console.log(
    `\nLesson results (${r.connections} concurrent clients, ${r.learners} learners; floor = the bare Hono route in the same server)`,
  );
  console.log(`  bare route                           ${r.bare.rps} req/s  p99 ${r.bare.p99Ms} ms`);
  console.log(
    `  POST …/results, new completions      ${c.rps} req/s  p50 ${c.p50Ms} ms  p99 ${c.p99Ms} ms  ratio ${c.ratioToBare} (target ≥ 0.4)  ${c.newCompletions} completed${c.replaysAnswered ? `  (${c.replaysAnswered} answered as replays!)` : ""}${c.exhausted ? `  (${c.exhausted} past the open attempts!)` : ""}${c.non2xx ? `  (${c.non2xx} non-2xx!)` : ""}`,
  );
  console.log(
    `  POST …/results, replays              ${r.replays.rps} req/s  p99 ${r.replays.p99Ms} ms  ratio ${r.replays.ratioToBare}${r.replays.notReplay ? `  (${r.replays.notReplay} not replays!)` : ""}${r.replays.non2xx ? `  (${r.replays.non2xx} non-2xx!)` : ""}`,
  );
  const m = results.courses.courseMap;
  console.log(`\nCourse map (${CONNECTIONS} connections; floor = a minimal Node http server sending the same bytes)`);
  if (m.missing) console.log(`  /en/course                 not measured: ${m.missing}`);
  else
    console.log(
      `  ${m.page} (${m.finishedLessons} lessons done)  ${m.rps} req/s, p50 ${m.p50Ms} ms vs floor ${m.floorRps} req/s, p50 ${m.floorP50Ms} ms (${(m.bytes / 1024).toFixed(1)} KB)  ${m.timeRatio}× the floor's time (target ≤ 3)${m.non2xx ? `  (${m.non2xx} non-2xx!)` : ""}`,
    );
  console.log(`\nFirst-load JavaScript (gzip), budget ${JS_BUDGET_BYTES / 1024} KB`);
  for (const entry of results.firstLoadJs)
    console.log(
      `  ${entry.page.padEnd(26)} ${entry.status ? `answered ${entry.status}` : `${entry.kb} KB in ${entry.scripts} scripts`} ${!entry.budgeted ? "(not budgeted)" : entry.withinBudget ? "✓" : "✗ over budget"}`,
    );
  const p = results.courses.lessonPlayer;
  console.log(
    `  ${p.page.padEnd(26)} ${p.missing ? `not measured: ${p.missing}` : `${p.kb} KB in ${p.scripts} scripts ${p.withinBudget ? "✓" : "✗ over budget"}`}`,
  );

  printWordPages(results.wordPages);
  printLighthouse(results.lighthouse);

  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(path.join(root, "bench", "results", "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  if (results.firstLoadJs.some((entry) => !entry.withinBudget) || p.withinBudget === false) process.exitCode = 1;
} finally {
  app.kill("SIGTERM");
  floor.close();
}
