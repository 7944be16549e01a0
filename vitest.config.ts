import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@/": `${path.resolve(import.meta.dirname, "src")}/`,
  "@db/": `${path.resolve(import.meta.dirname, "db")}/`,
  // `server-only` throws outside React Server Components; tests run server code directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/server-only-stub.ts"),
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
          name: "integration",
          environment: "node",
          env: { LOG_LEVEL: "silent" },
          include: ["src/**/*.integration.test.ts", "db/**/*.integration.test.ts", "tests/integration/**/*.integration.test.ts"],
          globalSetup: ["tests/support/integration-global-setup.ts"],
          setupFiles: ["tests/support/integration-worker-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
          maxWorkers: 2,
        },
      },
    ],
  },
});
