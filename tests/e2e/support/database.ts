import { readFileSync } from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { FactoryDb } from "../../../db/factories";
import { E2E_DB } from "../../../playwright.config";

function connectionString(): string {
  const password = readFileSync(path.resolve(`${E2E_DB.dir}.password`), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${E2E_DB.port}/lingora`;
}

/** Reads from the browser tests' embedded database (started by the web server). Writes go through the factories. */
export async function queryE2EDatabase<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: connectionString() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A connection for the factories (db/factories); the caller ends it with `close`. */
export function connectE2EDatabase(): { db: FactoryDb; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: connectionString(), max: 2 });
  return { db: drizzle({ client: pool, casing: "snake_case" }), close: () => pool.end() };
}

/**
 * The secret the browser tests' server signs session cookies with: AUTH_SECRET when set, else
 * the one `npm start` generated under .data/ (scripts/serve.ts).
 */
export function e2eAuthSecret(): string {
  return process.env.AUTH_SECRET || readFileSync(path.resolve(".data", "auth-secret"), "utf8").trim();
}
