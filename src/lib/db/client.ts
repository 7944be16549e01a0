import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@db/schema";
import { getConfig } from "@/lib/config";
import { watchAvailability } from "./availability";

export type Database = NodePgDatabase<typeof schema>;

let pool: pg.Pool | undefined;
let db: Database | undefined;

export function createPool(connectionString: string, max = 10): pg.Pool {
  return new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    application_name: "lingora",
  });
}

/** The process-wide connection pool to DATABASE_URL. */
export function getPool(): pg.Pool {
  if (!pool) {
    const { DATABASE_URL, DATABASE_POOL_MAX } = getConfig();
    if (!DATABASE_URL) {
      throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides the embedded database");
    }
    // Failures to reach the server mark the database down (people get the "temporarily
    // unavailable" page) until a query succeeds again.
    pool = watchAvailability(createPool(DATABASE_URL, DATABASE_POOL_MAX));
    pool.on("error", () => {
      // An idle client lost its connection (e.g. the server restarted); the pool replaces it.
    });
  }
  return pool;
}

export function createDb(client: pg.Pool): Database {
  return drizzle({ client, schema, casing: "snake_case" });
}

export function getDb(): Database {
  db ??= createDb(getPool());
  return db;
}
