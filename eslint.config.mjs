import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  {
    ignores: [".next/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "bench/results/**"],
  },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Configuration is parsed once (src/lib/config); nothing else reads the environment.
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through getConfig() from @/lib/config." },
      ],
      // Features talk to each other through their index, not their internals.
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app/*"], message: "app/ composes features; features must not import from app/." }] },
      ],
    },
  },
  {
    files: ["src/lib/config/index.ts", "scripts/**", "tests/**", "bench/**", "playwright.config.ts", "**/*.test.ts", "db/embedded.ts"],
    rules: { "no-restricted-properties": "off", "no-restricted-imports": "off" },
  },
];

export default config;
