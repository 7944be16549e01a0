#!/usr/bin/env node
// `npm run fuzz`: starts the built app (as `npm run bench` does, on its own port and database) and
// sends FUZZ_REQUESTS (default 12,000) generated requests, spread over every endpoint: pages, /v1,
// /api/* and every identity endpoint. Hostile input: NUL characters, invalid UTF-8 (in paths and
// bodies), non-object bodies, nulls, huge and odd values, odd content types, unsupported methods.
// Loopback only; bounded by count and by FUZZ_SECONDS (default 600). Prints the 5xx per endpoint
// and in total, and exits 1 if there was any (the target is 0). FUZZ_SEED repeats a run.
import { spawn } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import fc from "fast-check";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.FUZZ_PORT ?? 3210);
const HOST = "127.0.0.1";
const TOTAL = Math.max(10_000, Number(process.env.FUZZ_REQUESTS ?? 12_000));
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 600);
const CONCURRENCY = 8;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const ORIGIN = `http://localhost:${PORT}`; // the app's PUBLIC_ORIGIN for this run
const LOCALES = ["en", "uk", "es", "es-419", "pt", "fr", "tr", "it", "de", "pl", "hi", "el"];
const DEMO = { email: "free@demo.lingora.example", password: "lingora demo learner" };

// ---- endpoints: [method, path template, a valid body]; `{p}` is a fuzzed path segment ----
const PAGES = [
  "",
  "/sign-in",
  "/sign-up",
  "/contact-us",
  "/terms",
  "/terms/{p}",
  "/profile",
  "/profile/settings",
  "/profile/settings/email",
  "/profile/settings/linked-accounts",
  "/profile/settings/password",
  "/profile/settings/personal-info",
  "/profile/settings/phone",
  "/profile/settings/terms",
  "/profile/settings/payments-subscriptions",
  "/profile/settings/payments-subscriptions/receipts/{p}",
  "/profile/settings/payments-subscriptions/cancel/{p}",
  "/profile/settings/tutoring-credits",
  "/admin",
  "/admin/events",
  "/admin/flags",
  "/auth/action",
  "/auth/popup-complete",
  "/autologin",
  "/complete-sign-up",
  "/already-used-link",
  "/{p}",
];
const profile = {
  display_name: "Ada",
  native_language: "uk",
  target_language: "en",
  learning_target: "tutors",
  time_zone: "Europe/Kyiv",
  interface_locale: "uk",
};
const consent = { entries: [{ category: "analytics", granted: true }], source: "banner" };
const V1 = [
  ["GET", "/v1/profiles", {}],
  ["PATCH", "/v1/profiles", profile],
  ["GET", "/v1/profiles/keeper/{p}", {}],
  ["PUT", "/v1/profiles/keeper/{p}", { value: '{"soundEffects":true}' }],
  ["GET", "/v1/billing/products/available", {}],
  ["GET", "/v1/billing/subscriptions", {}],
  ["GET", "/v1/billing/receipts", {}],
  ["GET", "/v1/billing/receipts/{p}", {}],
  ["GET", "/v1/billing/wallet", {}],
  ["GET", "/v1/dnt", {}],
  ["POST", "/v1/dnt", consent],
  ["GET", "/v1/openapi.json", {}],
  ["GET", "/v1/docs", {}],
];
const EMAIL = "fuzz@example.com";
const PASSWORD = "correct horse battery staple";
// Every identity endpoint the service has (GET /api/identity/... and POST), with a valid body for each.
const IDENTITY_POST = {
  "/sign-in/social": { provider: "google", callbackURL: "/en" },
  "/sign-up/email": { name: "Ada", email: EMAIL, password: PASSWORD },
  "/sign-in/email": { email: EMAIL, password: PASSWORD },
  "/reset-password": { newPassword: PASSWORD, token: "x" },
  "/verify-password": { password: PASSWORD },
  "/send-verification-email": { email: EMAIL },
  "/change-email": { newEmail: EMAIL },
  "/change-password": { currentPassword: PASSWORD, newPassword: PASSWORD },
  "/update-session": {},
  "/update-user": { name: "Ada", locale: "uk" },
  "/request-password-reset": { email: EMAIL, redirectTo: "/en" },
  "/link-social": { provider: "google" },
  "/unlink-account": { providerId: "google" },
  "/refresh-token": { providerId: "google" },
  "/get-access-token": { providerId: "google" },
  "/sign-in/anonymous": {},
  "/email-otp/send-verification-otp": { email: EMAIL, type: "sign-in" },
  "/email-otp/check-verification-otp": { email: EMAIL, type: "sign-in", otp: "123456" },
  "/email-otp/verify-email": { email: EMAIL, otp: "123456" },
  "/sign-in/email-otp": { email: EMAIL, otp: "123456" },
  "/email-otp/request-password-reset": { email: EMAIL },
  "/forget-password/email-otp": { email: EMAIL },
  "/email-otp/reset-password": { email: EMAIL, otp: "123456", password: PASSWORD },
  "/email-otp/request-email-change": { newEmail: EMAIL },
  "/email-otp/change-email": { newEmail: EMAIL, otp: "123456" },
  "/two-factor/get-totp-uri": { password: PASSWORD },
  "/two-factor/verify-totp": { code: "123456" },
  "/two-factor/send-otp": {},
  "/two-factor/verify-otp": { code: "123456" },
  "/two-factor/verify-backup-code": { code: "abcde-fghij" },
  "/two-factor/generate-backup-codes": { password: PASSWORD },
  "/two-factor/enable": { password: PASSWORD },
  "/two-factor/disable": { password: PASSWORD },
  "/sign-in/phone-number": { phoneNumber: "+380501234567", password: PASSWORD },
  "/phone-number/send-otp": { phoneNumber: "+380501234567" },
  "/phone-number/verify": { phoneNumber: "+380501234567", code: "123456" },
  "/phone-number/request-password-reset": { phoneNumber: "+380501234567" },
  "/phone-number/reset-password": { phoneNumber: "+380501234567", otp: "123456", newPassword: PASSWORD },
  "/id-token/sign-in": { idToken: "x.y.z" },
  "/email-link/send": { email: EMAIL, mode: "signIn", locale: "en" },
  "/email-action/apply": { token: "x" },
  "/email-action/change-email": { token: "x" },
  "/autologin": { token: "x" },
  "/callback/{p}": { code: "x", state: "y" },
  "/get-session": {},
  // Sent without the fuzzing session's cookie (see `ends session` below).
  "/sign-out": {},
  "/revoke-session": { token: "x" },
  "/revoke-sessions": {},
  "/revoke-other-sessions": {},
  "/delete-anonymous-user": {},
};
const IDENTITY_GET = [
  "/get-session",
  "/list-sessions",
  "/list-accounts",
  "/account-info",
  "/jwks",
  "/token",
  "/ok",
  "/error",
  "/verify-email?token={p}",
  "/reset-password/{p}",
  "/delete-user/callback?token={p}",
  "/callback/{p}",
];
const ENDS_SESSION = /sign-out|revoke-|delete-/;
const API = [
  ["POST", "/api/contact-messages", { name: "Ada", email: "ada@example.com", topic: "billing", message: "Please help with my invoice." }],
  [
    "POST",
    "/api/analytics/2/httpapi",
    {
      api_key: "lingora-web-analytics",
      events: [{ event_type: "fuzz", device_id: "device-fuzz-1", time: 1_763_700_000_000, event_properties: { a: "b" } }],
    },
  ],
  ["POST", "/api/growth/api/eval/sdk-lingora-web", { attributes: { device_id: "device-fuzz-1" }, url: `${ORIGIN}/en` }],
  ["POST", "/api/growth/api/eval/{p}", { attributes: {} }],
  ["GET", "/api/growth/pixels", {}],
  ["GET", "/api/geolocation", {}],
  ["GET", "/api/courses/audio/en/{p}", {}],
  ["GET", "/api/auth/sign-in", {}],
  ["POST", "/api/auth/sign-in", { idToken: "x.y.z" }],
  ["GET", "/api/auth/sign-out", {}],
  ["GET", "/api/auth/social?provider={p}&locale=en&next=%2Fen", {}],
  ["GET", "/healthz", {}],
  ["GET", "/readyz", {}],
  ["GET", "/dev/outbox", {}],
];
const ENDPOINTS = [
  ...PAGES.map((page) => ({ name: `GET /{locale}${page}`, method: "GET", template: page, page: true, valid: {} })),
  ...V1.map(([method, template, valid]) => ({ name: `${method} ${template}`, method, template, valid, bearer: true })),
  ...Object.entries(IDENTITY_POST).map(([p, valid]) => ({
    name: `POST /api/identity${p}`,
    method: "POST",
    template: `/api/identity${p}`,
    valid,
    cookie: !ENDS_SESSION.test(p),
  })),
  ...IDENTITY_GET.map((p) => ({
    name: `GET /api/identity${p.split("?")[0]}`,
    method: "GET",
    template: `/api/identity${p}`,
    valid: {},
    cookie: true,
  })),
  ...API.map(([method, template, valid]) => ({
    name: `${method} ${template.split("?")[0]}`,
    method,
    template,
    valid,
    cookie: !ENDS_SESSION.test(template),
  })),
];

// ---- hostile input ----
const oddValue = fc.oneof(
  fc.constantFrom(null, "", "\u0000", "a\u0000b", "\ud800", "💥", "x".repeat(20_000), 1e308, -1, 0, 2 ** 63, -0.5, true, [], {}, [null], {
    "\u0000": 1,
  }),
  fc.string(),
  fc.integer(),
  fc.double(),
);
const leafPaths = (value, at = []) =>
  Array.isArray(value)
    ? [at, ...value.flatMap((item, i) => leafPaths(item, [...at, i]))]
    : value && typeof value === "object"
      ? [at, ...Object.entries(value).flatMap(([k, item]) => leafPaths(item, [...at, k]))]
      : [at];
const withValueAt = (value, at, change) => {
  if (at.length === 0) return change(value);
  const copy = Array.isArray(value) ? [...value] : { ...value };
  copy[at[0]] = withValueAt(copy[at[0]], at.slice(1), change);
  return copy;
};
const bodyFor = (valid) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(JSON.stringify(valid)) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.constantFrom(...leafPaths(valid)), fc.oneof(fc.constant("nul"), oddValue))
        .map(([at, change]) =>
          JSON.stringify(
            withValueAt(valid, at, (old) => (change === "nul" ? (typeof old === "string" ? `${old}\u0000` : "\u0000") : change)),
          ),
        ),
    },
    { weight: 2, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), oddValue, { maxKeys: 4 }).map((o) => JSON.stringify(o)) },
    fc.constantFrom("[]", '"text"', "42", "null", "[{}]", '{"a":"\\u0000"}', "{oops", ""),
    fc.constantFrom(
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xae, 0x22, 0x7d]),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from([0xff, 0xfe]),
    ),
  );
const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("user_settings", "accessibility", "privacy-policy", "x") },
  fc.string({ maxLength: 30 }).map((s) => encodeURIComponent(s) || "x"),
  fc.constantFrom("%C0%AE", "%ED%A0%80", "%FF", "%E2%82", "%", "%zz", "..", "%00", "a%2Fb", "x".repeat(3000)),
);
const method = fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "MKCOL");
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  fc.constantFrom("text/plain", "", "application/x-www-form-urlencoded", "application/json; charset=latin1"),
);
const query = fc.oneof(
  { weight: 4, arbitrary: fc.constant("") },
  fc.string({ maxLength: 40 }).map((s) => `?${encodeURI(s).replace(/#/g, "%23")}`),
  fc.constantFrom("?x=%C0%AE", "?next=%ED%A0%80", "?%"),
);

const requestFor = (endpoint, session) =>
  fc
    .record({
      method: fc.oneof({ weight: 6, arbitrary: fc.constant(endpoint.method) }, method),
      locale: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...LOCALES) }, fc.constantFrom("xx", "%C0", "EN")),
      segment,
      query,
      body: bodyFor(endpoint.valid),
      type: contentType,
      auth: fc.constantFrom("session", "session", "anonymous", "none", "bad"),
      zone: fc.oneof({ weight: 5, arbitrary: fc.constant("Europe/Kyiv") }, fc.string({ maxLength: 30 })),
    })
    .map((r) => {
      let url = endpoint.template.replace("{p}", r.segment);
      if (endpoint.page) url = `/${r.locale}${url}`;
      url += url.includes("?") ? "" : r.query;
      const headers = { origin: ORIGIN, "x-forwarded-for": `198.18.${Math.floor(Math.random() * 250)}.1` };
      if (endpoint.bearer && r.auth !== "none")
        headers.authorization = `Bearer ${r.auth === "bad" ? "x.y.z" : r.auth === "anonymous" ? session.anonymousToken : session.token}`;
      if (endpoint.bearer) headers["x-time-location"] = /^[\x20-\x7e]*$/.test(r.zone) ? r.zone : "Europe/Kyiv";
      if (endpoint.cookie && r.auth === "session") headers.cookie = session.cookie;
      const hasBody = !["GET", "HEAD"].includes(r.method);
      if (hasBody && r.type) headers["content-type"] = r.type;
      return { method: r.method, url, headers, body: hasBody ? r.body : undefined };
    });

// ---- running ----
function send({ method: verb, url, headers, body }) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
    const request = http.request(
      {
        host: HOST,
        port: PORT,
        method: verb,
        path: url,
        headers: { ...headers, ...(payload ? { "content-length": payload.length } : {}) },
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) => resolve(error.message === "timeout" ? 504 : -1));
    request.end(payload);
  });
}

async function waitFor(url, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

async function signIn(base) {
  const headers = { "content-type": "application/json", origin: ORIGIN };
  const response = await fetch(`${base}/api/identity/sign-in/email`, { method: "POST", headers, body: JSON.stringify(DEMO) });
  if (!response.ok) throw new Error(`demo sign-in answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { token } = await (await fetch(`${base}/api/identity/token`, { headers: { cookie } })).json();
  const anonymous = await fetch(`${base}/api/identity/sign-in/anonymous`, { method: "POST", headers, body: "{}" });
  const anonymousCookie = anonymous.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { token: anonymousToken } = await (await fetch(`${base}/api/identity/token`, { headers: { cookie: anonymousCookie } })).json();
  return { cookie, token, anonymousToken };
}

// The server's error log (each 5xx with its request id and stack) for whoever looks into a failure.
const SERVER_LOG = path.join(root, ".data", "fuzz-server.log");
mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
const app = spawn(process.execPath, ["scripts/start.mjs", "--fresh-db"], {
  cwd: root,
  stdio: ["ignore", openSync(SERVER_LOG, "w"), "inherit"],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST,
    PUBLIC_ORIGIN: ORIGIN,
    EMBEDDED_PG_DIR: ".data/fuzz-pg",
    EMBEDDED_PG_PORT: process.env.FUZZ_PG_PORT ?? "54334",
    LOG_LEVEL: "error",
    // Limits answer 429 long before the run ends; they must not hide a 5xx.
    ANALYTICS_RATE_LIMIT: "1000000",
    API_WRITE_RATE_LIMIT: "1000000",
    CONTACT_RATE_LIMIT_MAX: "1000000",
    AUTH_RATE_LIMIT: "false",
  },
});

let exitCode = 0;
try {
  const base = `http://${HOST}:${PORT}`;
  await waitFor(`${base}/readyz`);
  const session = await signIn(base);
  // Every endpoint gets its share; the order is shuffled so no endpoint sees only a cold or a warm server.
  const perEndpoint = Math.ceil(TOTAL / ENDPOINTS.length);
  const plan = ENDPOINTS.flatMap((endpoint, i) =>
    fc
      .sample(requestFor(endpoint, session), { numRuns: perEndpoint, seed: SEED + i })
      .map((request) => ({ endpoint: endpoint.name, request })),
  );
  let state = SEED >>> 0;
  const random = () => (state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
  for (let i = plan.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [plan[i], plan[j]] = [plan[j], plan[i]];
  }
  const stats = new Map(ENDPOINTS.map((e) => [e.name, { sent: 0, fiveXx: 0, examples: [] }]));
  const deadline = Date.now() + SECONDS * 1000;
  let next = 0;
  let sent = 0;
  console.log(`fuzz: ${plan.length} requests to ${ENDPOINTS.length} endpoints at ${base} (seed ${SEED}, at most ${SECONDS}s)`);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < plan.length && Date.now() < deadline) {
        const { endpoint, request } = plan[next++];
        const status = await send(request);
        const entry = stats.get(endpoint);
        entry.sent += 1;
        sent += 1;
        if (status >= 500 || status < 0) {
          entry.fiveXx += 1;
          if (entry.examples.length < 3)
            entry.examples.push(`${status} ${request.method} ${request.url.slice(0, 120)} ${String(request.body ?? "").slice(0, 160)}`);
        }
        if (sent % 2000 === 0) console.log(`  ${sent} sent`);
      }
    }),
  );
  const total5xx = [...stats.values()].reduce((sum, e) => sum + e.fiveXx, 0);
  console.log(`\n5xx per endpoint (requests sent):`);
  for (const [name, e] of stats) {
    console.log(`  ${String(e.fiveXx).padStart(4)} / ${String(e.sent).padEnd(5)} ${name}`);
    for (const example of e.examples) console.log(`         e.g. ${example}`);
  }
  console.log(
    `\nTotal: ${total5xx} × 5xx in ${sent} requests${sent < plan.length ? ` (time limit reached after ${sent} of ${plan.length})` : ""}`,
  );
  if (total5xx > 0) console.log(`The server's errors: ${path.relative(root, SERVER_LOG)}`);
  if (total5xx > 0 || sent < 10_000) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  app.kill("SIGTERM");
  await new Promise((resolve) => app.once("exit", resolve));
}
process.exit(exitCode);
