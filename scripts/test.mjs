#!/usr/bin/env node
// `npm test`: everything, in order: lint, types, message catalogues, schema vs migrations, unit, integration on real
// PostgreSQL, production build, browser end-to-end in Chromium. Ends with one summary line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureChromium } from "./lib/ensure-chromium.mjs";
import { ensureDependencies } from "./lib/ensure-deps.mjs";
import { ensureEspeak } from "./lib/ensure-espeak.mjs";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, ".data", "reports");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

ensureDependencies();
const chromiumPath = ensureChromium();
// The audio tests render with it when it is there; without it they check the app works without audio.
const espeakPath = ensureEspeak();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The browser tests' server listens on 3100; the build bakes canonical URLs for that origin.
const env = {
  ...process.env,
  CHROMIUM_PATH: chromiumPath,
  ...(espeakPath ? { ESPEAK_NG_PATH: espeakPath } : {}),
  NEXT_TELEMETRY_DISABLED: "1",
  FORCE_COLOR: "0",
  PUBLIC_ORIGIN: "http://localhost:3100",
  // The browser tests' local OpenID Connect provider (tests/e2e/support/oidc-server.mjs).
  OIDC_ISSUER: "http://localhost:3199",
  OIDC_CLIENT_ID: "lingora-e2e",
  OIDC_CLIENT_SECRET: "lingora-e2e-secret",
  OIDC_NAME: "Test ID",
};
const steps = [];

/** Runs one step; `counts` reads its runner's JSON report afterwards (tests passed/failed). */
function run(name, command, args, { extraEnv = {}, counts } = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  const tests = counts ? counts() : { passed: 0, failed: 0 };
  // The exit code and the runner's own report must both say it passed.
  const ok = result.status === 0 && tests.failed === 0;
  // A step that fails without a failing test (crash, lint error, type error) counts as one failure.
  if (!ok && tests.failed === 0) tests.failed = 1;
  steps.push({ name, ok, tests, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

const vitestCounts = (file) => () => {
  const report = readJson(file);
  return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
};

const playwrightCounts = (file) => () => {
  const stats = readJson(file)?.stats;
  return { passed: stats?.expected ?? 0, failed: (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) };
};

run("lint", bin("eslint"), ["--max-warnings=0", "."]);
run("format", bin("prettier"), ["--check", "."]);
// The route types first (.next/types, as the build makes them), so tsc checks the pages against them too.
const typed = run("types", "sh", ["-c", `"${bin("next")}" typegen >/dev/null && "${bin("tsc")}" --noEmit`]);
run("message catalogues", bin("tsx"), ["scripts/check-messages.ts"]);
run("schema and migrations", process.execPath, ["scripts/check-migrations.mjs"]);
run(
  "unit tests",
  bin("vitest"),
  ["run", "--project", "unit", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/unit.json`],
  {
    counts: vitestCounts(`${reports}/unit.json`),
  },
);
run(
  "integration tests (PostgreSQL)",
  bin("vitest"),
  ["run", "--project", "integration", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/integration.json`],
  { counts: vitestCounts(`${reports}/integration.json`) },
);
// When the types step passed, the build does not check them again (next.config.ts).
const built = run("production build", bin("tsx"), ["scripts/build.ts"], { extraEnv: { LINGORA_TYPES_CHECKED: typed ? "true" : "false" } });
if (built) {
  run("browser tests (Chromium)", bin("playwright"), ["test"], {
    extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    counts: playwrightCounts(`${reports}/e2e.json`),
  });
} else {
  steps.push({ name: "browser tests (Chromium), skipped: the build failed", ok: false, tests: { passed: 0, failed: 1 }, seconds: 0 });
}

const passed = steps.reduce((sum, step) => sum + step.tests.passed, 0);
const failed = steps.reduce((sum, step) => sum + step.tests.failed, 0);

console.log("\n━━ summary ━━");
for (const step of steps) console.log(`${step.ok ? "✓" : "✗"} ${step.name} (${step.seconds}s)`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(steps.every((step) => step.ok) ? 0 : 1);
