import { existsSync, readFileSync } from "node:fs";
import { parseConfig } from "../../src/lib/config";

/** Command-line scripts: without DATABASE_URL, talk to the embedded server that `npm start` runs. */
export function connectScriptDatabase(): void {
  const { DATABASE_URL, EMBEDDED_PG_DIR, EMBEDDED_PG_PORT } = parseConfig(process.env);
  if (DATABASE_URL) return;
  const passwordFile = `${EMBEDDED_PG_DIR}.password`;
  if (!existsSync(passwordFile)) {
    console.error("No DATABASE_URL and no embedded database yet: run `npm start` first.");
    process.exit(1);
  }
  const password = encodeURIComponent(readFileSync(passwordFile, "utf8").trim());
  process.env.DATABASE_URL = `postgres://postgres:${password}@127.0.0.1:${EMBEDDED_PG_PORT}/lingora`;
}
