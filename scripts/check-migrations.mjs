#!/usr/bin/env node
// `npm run db:check`: the schema (db/schema) and the committed migrations agree. drizzle-kit
// generates into a scratch copy of db/migrations; any file it writes is a schema change that has
// no migration yet (run `npm run db:generate` and commit the result).
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const scratch = path.join(root, ".data", "migration-check");
const config = path.join(root, ".data", "drizzle.check.config.ts");
rmSync(scratch, { recursive: true, force: true });
cpSync(path.join(root, "db", "migrations"), scratch, { recursive: true });
writeFileSync(
  config,
  `import { defineConfig } from "drizzle-kit";\nexport default defineConfig({ dialect: "postgresql", schema: "./db/schema/index.ts", out: "./.data/migration-check", casing: "snake_case" });\n`,
);
const files = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();
const before = files(scratch);
const result = spawnSync(path.join(root, "node_modules", ".bin", "drizzle-kit"), ["generate", "--config", config], {
  cwd: root,
  encoding: "utf8",
});
if (result.status !== 0) {
  console.error(result.stdout, result.stderr);
  process.exit(1);
}
const added = files(scratch).filter((file) => !before.includes(file) && !file.startsWith("meta"));
if (added.length) {
  console.error(`db/schema has changes no committed migration holds (drizzle-kit would write ${added.join(", ")}).`);
  console.error("Run `npm run db:generate`, review the SQL and commit it.");
  process.exit(1);
}
console.log(`schema and migrations agree (${before.filter((f) => f.endsWith(".sql")).length} migrations)`);
