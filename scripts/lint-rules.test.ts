import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/*
 * The house rules live in eslint.config.mjs; `npm test` runs ESLint on the whole tree. This proves
 * the rules bite: each probe is a real file's path given made-up contents, linted with the
 * project's own configuration, and must be refused (or accepted) by the named rule.
 */
const root = path.resolve(import.meta.dirname, "..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("lint enforces the boundaries", { timeout: 120_000 }, () => {
  it.each([
    {
      name: "a feature importing another feature's internals",
      file: "src/features/profile/server/keeper-store.ts",
      code: 'export { loadEntitlements } from "@/features/billing/server/load-entitlements";\n',
    },
    {
      name: "a feature importing another feature's components",
      file: "src/features/shell/components/site-header.tsx",
      code: 'export { AccountEntry } from "@/features/auth/components/account-entry";\n',
    },
    {
      name: "lib importing a feature",
      file: "src/lib/i18n/format.ts",
      code: 'export { deriveTier } from "@/features/billing";\n',
    },
    {
      name: "a feature importing the composition root",
      file: "src/features/profile/server/keeper-store.ts",
      code: 'export { ownedRecords } from "@/server/owned-records";\n',
    },
    {
      name: "a feature reading another domain's tables",
      file: "src/features/growth/server/evaluate-flags.ts",
      code: 'export { products } from "@db/schema/billing";\n',
    },
    {
      name: "a feature reading tables through the schema index",
      file: "src/features/billing/server/list-available-products.ts",
      code: 'export { products } from "@db/schema";\n',
    },
    {
      name: "a route importing a feature's server internals",
      file: "src/app/[locale]/(marketing)/page.tsx",
      code: 'export { loadLegalDocument } from "@/features/legal/server/load-legal-document";\n',
    },
  ])("refuses $name", async ({ file, code }) => {
    expect(await ruleIdsFor(file, code)).toContain("import-x/no-restricted-paths");
  });

  it.each([
    {
      name: "a feature using another through its entry files",
      file: "src/features/profile/server/keeper-store.ts",
      code: 'export { loadEntitlements } from "@/features/billing/server";\nexport { deriveTier } from "@/features/billing";\n',
    },
    {
      name: "the composition root taking a feature's routes",
      file: "src/server/api-app.ts",
      code: 'export { productRoutes } from "@/features/billing/api";\n',
    },
    {
      name: "a route mounting a feature's page component",
      file: "src/app/[locale]/(marketing)/page.tsx",
      code: 'export { HomePage } from "@/features/marketing/components/home-page";\n',
    },
    {
      name: "a feature reading its own tables",
      file: "src/features/billing/server/list-available-products.ts",
      code: 'export { products } from "@db/schema/billing";\n',
    },
  ])("accepts $name", async ({ file, code }) => {
    expect(await ruleIdsFor(file, code)).not.toContain("import-x/no-restricted-paths");
  });

  it("refuses an import circle", async () => {
    // billing's index re-exports model/entitlements; the model importing the index back closes a circle.
    const ids = await ruleIdsFor(
      "src/features/billing/model/entitlements.ts",
      'import { deriveTier } from "@/features/billing";\nexport const tier = deriveTier;\n',
    );
    expect(ids).toContain("import-x/no-cycle");
  });

  it("refuses a promise nobody awaits", async () => {
    const ids = await ruleIdsFor("src/lib/i18n/format.ts", "async function save() {}\nexport function onClick() {\n  save();\n}\n");
    expect(ids).toContain("@typescript-eslint/no-floating-promises");
  });
});
