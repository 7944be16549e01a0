import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from "../../db/embedded";
import { seedDatabase } from "../../db/seed";
import type { Config } from "../../src/lib/config/parse-config";
import { applyMigrations } from "../../src/lib/db/migrate";

export interface PreparedDatabase {
  url: string;
  embedded?: EmbeddedDatabase;
}

/**
 * DATABASE_URL if set; otherwise the embedded server (data under EMBEDDED_PG_DIR).
 * Then the committed migrations and the idempotent seed.
 */
export async function prepareDatabase(config: Config, options: { fresh?: boolean; log: (msg: string) => void }): Promise<PreparedDatabase> {
  let url = config.DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    options.log(`starting embedded PostgreSQL (${config.EMBEDDED_PG_DIR}, port ${config.EMBEDDED_PG_PORT})`);
    embedded = await startEmbeddedPostgres({
      dataDir: config.EMBEDDED_PG_DIR,
      port: config.EMBEDDED_PG_PORT,
      fresh: options.fresh,
      notice: options.log,
    });
    await ensureDatabase(embedded.adminUrl, "lingora");
    url = embedded.urlFor("lingora");
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    options.log("applying migrations");
    await applyMigrations(pool);
    options.log("seeding demo data");
    await seedDatabase(drizzle({ client: pool, casing: "snake_case" }), { demoAccounts: config.APP_ENV !== "production" });
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  await pool.end();
  return { url, embedded };
}
