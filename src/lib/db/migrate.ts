import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");
const MIGRATION_LOCK_ID = 727274;

/**
 * Applies the committed migrations on one connection that holds an advisory lock,
 * so app instances starting together never race.
 */
export async function applyMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    // The analytics event store is partitioned by month; keep this month and the next two ready.
    await client.query("select ensure_analytics_event_partitions(now(), 2)");
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
