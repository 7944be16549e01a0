import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { ADVISORY_LOCKS } from "./advisory-locks";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");

/**
 * Applies the committed migrations on one connection that holds an advisory lock,
 * so app instances starting together never race.
 */
export async function applyMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [ADVISORY_LOCKS.migrations]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [ADVISORY_LOCKS.migrations]).catch(() => undefined);
    client.release();
  }
}
