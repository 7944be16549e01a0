import { defineConfig, devices } from "@playwright/test";

const PORT = 3100;
export const E2E_DB = { dir: ".data/e2e-pg", port: 54331 };

const GLOBAL_STATE = "global-state/**/*.spec.ts";

const CHROMIUM = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [["list"], ["json"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The browser's zone is fixed, not the machine's: the same run gives the same days everywhere.
    // Tests about a learner's own zone set theirs (learning-journeys).
    timezoneId: "UTC",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "chromium", testIgnore: GLOBAL_STATE, use: CHROMIUM },
    // Tests that change what every visitor gets (a flag override for everyone) run after the parallel
    // project, one at a time, so no other test sees their change. Alone: `playwright test <spec> --no-deps`.
    { name: "global-state", testMatch: GLOBAL_STATE, dependencies: ["chromium"], workers: 1, use: CHROMIUM },
  ],
  webServer: [
    {
      command: "node tests/e2e/support/oidc-server.mjs",
      url: "http://localhost:3199/.well-known/openid-configuration",
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/start.mjs --fresh-db",
      url: `http://localhost:${PORT}/readyz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        PUBLIC_ORIGIN: `http://localhost:${PORT}`,
        AUTH_RATE_LIMIT: "true",
        // As behind one reverse proxy: a test can act from its own client address via X-Forwarded-For.
        TRUST_PROXY_HOPS: "1",
        EMBEDDED_PG_DIR: E2E_DB.dir,
        EMBEDDED_PG_PORT: String(E2E_DB.port),
        ENABLE_TEST_ROUTES: "true",
        LOG_LEVEL: "warn",
        CONTACT_RATE_LIMIT_MAX: "5",
        OIDC_ISSUER: "http://localhost:3199",
        OIDC_CLIENT_ID: "lingora-e2e",
        OIDC_CLIENT_SECRET: "lingora-e2e-secret",
        OIDC_NAME: "Test ID",
        // A Meta flow pixel id, so the consent tests can see whether the pixel loads.
        META_FLOW_PIXEL_ID: "1234567890",
      },
    },
  ],
});
