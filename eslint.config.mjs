import { readdirSync } from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

/*
 * The house rules (docs/decisions/0005-boundaries-enforced-by-lint.md):
 * imports flow app → server → features → components/ui, lib; a feature is used by others only
 * through its entry files and reads only its own tables; nothing imports in a circle.
 */
const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What another feature may import of a feature: its types and pure model, its server and browser entries. */
const SHARED_ENTRIES = ["./index.ts", "./server.ts", "./client.ts"];
/** The composition root also collects each feature's /v1 routes and jobs. */
const ROOT_ENTRIES = [...SHARED_ENTRIES, "./api.ts", "./jobs.ts"];
/** Route files mount a feature's entries and the page components it offers. */
const APP_ENTRIES = [...ROOT_ENTRIES, "./components"];

const featureZones = features.flatMap((feature) => [
  // Another feature's internals are off limits; its entry files are the door.
  ...features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./src/features/${feature}/**`,
      from: `./src/features/${other}`,
      except: SHARED_ENTRIES,
      message: `Use ${other}'s entry files (@/features/${other}, /server, /client); add what you need there.`,
    })),
  {
    target: "./src/server/**",
    from: `./src/features/${feature}`,
    except: ROOT_ENTRIES,
    message: `The composition root takes what ${feature} contributes from its entry files (index, server, client, api, jobs).`,
  },
  {
    target: "./src/app/**",
    from: `./src/features/${feature}`,
    except: APP_ENTRIES,
    message: `Routes mount ${feature} through its entry files or its page components (components/*).`,
  },
]);

/** The tables each domain owns (db/schema has one file per domain). A feature reads only its own. */
const OWN_TABLES = {
  auth: "identity",
  billing: "billing",
  contact: "contact",
  courses: "courses",
  funnels: "funnels",
  growth: "growth",
  "level-test": "level-test",
  profile: "profile",
  ukraine: "ukraine",
};
const tableZones = features.map((feature) => ({
  target: `./src/features/${feature}/**`,
  from: "./db/schema",
  except: OWN_TABLES[feature] ? [`./${OWN_TABLES[feature]}.ts`] : [],
  message: OWN_TABLES[feature]
    ? `${feature} reads only its own tables (@db/schema/${OWN_TABLES[feature]}); reach other domains through their server entry.`
    : `${feature} owns no tables; reach other domains through their server entry.`,
}));

const layerZones = [
  { target: "./src/lib/**", from: ["./src/features/**", "./src/server/**", "./src/app/**"], message: "lib is below every feature." },
  {
    target: "./src/components/**",
    from: ["./src/features/**", "./src/server/**", "./src/app/**"],
    message: "UI primitives know no feature.",
  },
  {
    target: "./src/features/**",
    from: ["./src/server/**", "./src/app/**"],
    message: "Features contribute to src/server's lists; they never import them or app/.",
  },
  { target: "./src/server/**", from: "./src/app/**", message: "app composes server, not the other way round." },
];

const config = [
  {
    ignores: [".next/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "bench/results/**"],
  },
  ...nextVitals,
  ...nextTs,
  {
    plugins: { "import-x": importX },
    settings: {
      // Dependencies are parsed as TypeScript too, or no-cycle would not see through them.
      "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      // Configuration is parsed once (src/lib/config); nothing else reads the environment.
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through getConfig() from @/lib/config." },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...featureZones, ...tableZones] }],
    },
  },
  {
    // Promises that nobody awaits lose their errors; type information tells which calls return one.
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    // Tests and tools reach into what they exercise and read their own environment.
    files: [
      "src/lib/config/index.ts",
      "scripts/**",
      "tests/**",
      "bench/**",
      "playwright.config.ts",
      "**/*.test.ts",
      "**/*.test.tsx",
      "db/embedded.ts",
    ],
    rules: { "no-restricted-properties": "off", "import-x/no-restricted-paths": "off" },
  },
];

export default config;
