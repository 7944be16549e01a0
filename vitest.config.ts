import path from "node:path";
import { defineConfig } from "vitest/config";
import { ISOLATED_INTEGRATION_TESTS } from "./tests/support/isolated-integration";

const alias = {
  "@/": `${path.resolve(import.meta.dirname, "src")}/`,
  "@db/": `${path.resolve(import.meta.dirname, "db")}/`,
  // `server-only` throws outside React Server Components; tests run server code directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/server-only-stub.ts"),
};

/**
 * Integration tests on a real PostgreSQL, in two projects run one after the other (each starts its
 * database in its global setup): most files share modules; those that change the environment or
 * stub modules get their own.
 */
const integration = {
  environment: "node" as const,
  env: { LOG_LEVEL: "silent" },
  include: ["src/**/*.integration.test.ts", "db/**/*.integration.test.ts", "tests/integration/**/*.integration.test.ts"],
  globalSetup: ["tests/support/integration-global-setup.ts"],
  setupFiles: ["tests/support/integration-worker-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: "forks" as const,
  maxWorkers: 2,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          env: { LOG_LEVEL: "silent" },
          include: ["src/**/*.test.ts", "db/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
          // Every core (vitest's default leaves one idle: on 2 cores 118 s against 77 s).
          maxWorkers: "100%",
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: "integration",
          exclude: [...ISOLATED_INTEGRATION_TESTS, "node_modules/**"],
          // The app's modules once per worker, not once per file (tests/support/isolated-integration.ts).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { ...integration, name: "integration-isolated", include: ISOLATED_INTEGRATION_TESTS },
      },
    ],
  },
});
