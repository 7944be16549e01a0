import type { TestProject } from "vitest/node";
import pg from "pg";
import { startEmbeddedPostgres } from "../../db/embedded";
import { applyMigrations } from "../../src/lib/db/migrate";
import { findFreePort } from "./free-port";

export const TEMPLATE_DATABASE = "lingora_template";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/** One real PostgreSQL for the run; a migrated template that each test file clones. */
export default async function setup(project: TestProject) {
  const server = await startEmbeddedPostgres({
    dataDir: ".data/test-pg",
    port: await findFreePort(),
    fresh: true,
  });
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: server.urlFor(TEMPLATE_DATABASE), max: 1 });
  await applyMigrations(pool);
  await pool.end();
  project.provide("pgAdminUrl", server.adminUrl);
  project.provide("pgTemplate", TEMPLATE_DATABASE);
  return async () => {
    await server.stop();
  };
}
