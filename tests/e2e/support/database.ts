import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { E2E_DB } from "../../../playwright.config";

/** Runs a query against the browser tests' embedded database (started by the web server). */
export async function queryE2EDatabase<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const password = readFileSync(path.resolve(`${E2E_DB.dir}.password`), "utf8").trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${E2E_DB.port}/lingora`,
  });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
