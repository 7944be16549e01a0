#!/usr/bin/env node
// `npm test`: everything: lint beside format, types, message catalogues, schema vs migrations and unit tests; then
// integration on real PostgreSQL, production build, browser end-to-end in Chromium. Ends with one summary line.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureTestChromium } from "./lib/ensure-chromium.mjs";
import { ensureDependencies } from "./lib/ensure-deps.mjs";
import { ensureEspeak } from "./lib/ensure-espeak.mjs";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, ".data", "reports");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

ensureDependencies();
const chromiumPath = ensureTestChromium();
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

/**
 * Runs steps side by side, each a list of commands one after another, and prints each step's
 * output whole when it ends (in the order given). For the single-threaded checks (ESLint on one
 * core, prettier and tsc on the other): on 2 cores they take the time of the longest.
 */
async function runSideBySide(lanes) {
  const lane = async (commands) => {
    const results = [];
    for (const { name, command, args, counts } of commands) {
      const started = Date.now();
      const output = [];
      const status = await new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env });
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("error", (error) => {
          output.push(Buffer.from(`${error.message}\n`));
          resolve(1);
        });
        child.on("close", (code) => resolve(code ?? 1));
      });
      const tests = counts ? counts() : { passed: 0, failed: 0 };
      // As in run(): the exit code and the runner's report must both say it passed.
      const ok = status === 0 && tests.failed === 0;
      if (!ok && tests.failed === 0) tests.failed = 1;
      results.push({ name, ok, tests, output: Buffer.concat(output), seconds: Math.round((Date.now() - started) / 1000) });
    }
    return results;
  };
  const done = (await Promise.all(lanes.map(lane))).flat();
  for (const { name, ok, tests, output, seconds } of done) {
    console.log(`\n━━ ${name} ━━`);
    process.stdout.write(output);
    steps.push({ name, ok, tests, seconds });
  }
  return Object.fromEntries(done.map(({ name, ok }) => [name, ok]));
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

// The route types first (.next/types, as the build makes them), so tsc checks the pages against them
// too, and ESLint's type-aware rules always see the same program.
const routeTypes = run("route types", bin("next"), ["typegen"]);
const checks = await runSideBySide([
  [{ name: "lint", command: bin("eslint"), args: ["--max-warnings=0", "."] }],
  [
    { name: "format", command: bin("prettier"), args: ["--check", "."] },
    { name: "types", command: bin("tsc"), args: ["--noEmit"] },
    { name: "message catalogues", command: bin("tsx"), args: ["scripts/check-messages.ts"] },
    { name: "schema and migrations", command: process.execPath, args: ["scripts/check-migrations.mjs"] },
    // This lane ends well before ESLint does; the unit tests use that time (they need no build).
    {
      name: "unit tests",
      command: bin("vitest"),
      args: ["run", "--project", "unit", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/unit.json`],
      counts: vitestCounts(`${reports}/unit.json`),
    },
  ],
]);
const typed = routeTypes && checks.types;
// Two runs, one after the other (each starts its own PostgreSQL): the files that share modules, then
// those that need their own (tests/support/isolated-integration.ts).
for (const [name, project] of [
  ["integration tests (PostgreSQL)", "integration"],
  ["integration tests (PostgreSQL, isolated modules)", "integration-isolated"],
]) {
  run(
    name,
    bin("vitest"),
    ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/${project}.json`],
    {
      counts: vitestCounts(`${reports}/${project}.json`),
    },
  );
}
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
