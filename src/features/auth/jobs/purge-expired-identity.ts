import "server-only";
import { sql } from "drizzle-orm";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/logger";
import { purgeAnonymousUsers } from "./purge-anonymous-users";

const EVERY_MS = 60 * 60 * 1000;
/** Absolute session lifetime: a session ends this long after sign-in, however active. */
export const SESSION_ABSOLUTE_DAYS = 60;
const LOCK_ID = 727275;

export async function runMaintenance() {
  await getDb().transaction(async (tx) => {
    // One instance at a time does the work; the lock ends with the transaction.
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${LOCK_ID}) as locked`);
    if (!lock.rows[0]?.locked) return;
    const purged = await purgeAnonymousUsers(tx);
    await tx.execute(sql`delete from verification where expires_at < now() - interval '1 day'`);
    await tx.execute(
      sql`delete from session where expires_at < now() or created_at < now() - make_interval(days => ${SESSION_ABSOLUTE_DAYS})`,
    );
    // Month partitions of the analytics event store, ahead of time.
    await tx.execute(sql`select ensure_analytics_event_partitions(now(), 2)`);
    if (purged) logger.info({ purged }, "purged inactive anonymous accounts");
  });
}

let started = false;

/** Periodic clean-up: inactive anonymous accounts, expired codes and sessions; analytics partitions ahead. */
export function startMaintenance() {
  if (started || !getConfig().DATABASE_URL) return;
  started = true;
  const tick = () => runMaintenance().catch((error: unknown) => logger.error({ err: error }, "maintenance failed"));
  setTimeout(tick, 30_000).unref();
  setInterval(tick, EVERY_MS).unref();
}
