import { sql, type SQL } from "drizzle-orm";
import { PgBoss, type SendOptions } from "pg-boss";
import { getConfig } from "@/lib/config";
import { inProcessRunner } from "./in-process";
import { JOBS_SCHEMA } from "./runner";

/** Runs one SQL statement with positional parameters: pg-boss's hook into a caller's transaction. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface SendJobOptions {
  /** Not before this moment (a delayed run). */
  startAfter?: Date;
  /** Insert the run inside the caller's transaction: it exists exactly when that transaction commits. */
  db?: SqlExecutor;
}

const KEY = Symbol.for("lingora.jobs.sender");
const holder = globalThis as { [KEY]?: Promise<PgBoss> };

/**
 * A pg-boss that only sends (no worker, no schedules, no maintenance): for a web process started
 * with RUN_JOBS=false, whose runs are worked by `npm run worker` (which creates the queues).
 */
function sendOnlyBoss(): Promise<PgBoss> {
  holder[KEY] ??= (async () => {
    const connectionString = getConfig().DATABASE_URL;
    if (!connectionString) throw new Error("DATABASE_URL is not set: jobs cannot be sent");
    const boss = new PgBoss({
      connectionString,
      schema: JOBS_SCHEMA,
      max: 2,
      supervise: false,
      schedule: false,
      migrate: false,
      application_name: "lingora-job-sender",
    });
    boss.on("error", () => undefined);
    await boss.start();
    return boss;
  })().catch((error: unknown) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}

/**
 * Sends one run of a job from anywhere on the server: through this process's worker when it has
 * one (`npm start` with RUN_JOBS), else through a send-only connection. The job must be in the
 * list of src/server/jobs.ts (its queue is made when a worker starts).
 */
export async function sendJob(name: string, data: Record<string, unknown>, options: SendJobOptions = {}): Promise<void> {
  const boss = (await inProcessRunner())?.boss ?? (await sendOnlyBoss());
  const sendOptions: SendOptions = {};
  if (options.startAfter) sendOptions.startAfter = options.startAfter;
  if (options.db) sendOptions.db = options.db;
  const id = await boss.send(name, data, sendOptions);
  if (id === null) throw new Error(`the job ${name} was not queued`);
}

/**
 * A drizzle transaction as pg-boss's executor, so a run is inserted in the same transaction as
 * the change that asks for it (an outbox without a table of our own): `$1…$n` become parameters.
 */
export function transactionExecutor(tx: { execute: (query: SQL) => Promise<{ rows: unknown[] }> }): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`));
      const result = await tx.execute(sql.join(chunks, sql.raw("")));
      return { rows: result.rows };
    },
  };
}
