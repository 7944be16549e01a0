import type pg from "pg";
import { isDatabaseUnavailableError } from "./is-database-unavailable";

/** How long people and API clients are asked to wait (Retry-After) while the database is down: one value for both. */
export { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/errors/database-unavailable";
/** How often a down database is tried again in the background. */
export const DATABASE_PROBE_INTERVAL_MS = 2_000;

interface Availability {
  downSince: number | null;
  probe: ReturnType<typeof setInterval> | null;
}

// On globalThis: the proxy (src/proxy.ts) and the app's routes are separate bundles in one process.
const KEY = Symbol.for("lingora.database-availability");

function state(): Availability {
  const holder = globalThis as typeof globalThis & { [KEY]?: Availability };
  holder[KEY] ??= { downSince: null, probe: null };
  return holder[KEY];
}

/** True from the first "cannot reach the database" failure until a query succeeds again. */
export function isDatabaseKnownDown(): boolean {
  return state().downSince !== null;
}

export function markDatabaseUp(): void {
  const current = state();
  current.downSince = null;
  if (current.probe) clearInterval(current.probe);
  current.probe = null;
}

/** Marks the database down on an unavailable error and tries it again in the background until it answers. */
export function noteDatabaseFailure(error: unknown, probe: () => Promise<unknown>): void {
  if (!isDatabaseUnavailableError(error)) return;
  const current = state();
  current.downSince ??= Date.now();
  if (current.probe) return;
  current.probe = setInterval(() => void probe().then(markDatabaseUp, () => undefined), DATABASE_PROBE_INTERVAL_MS);
  current.probe.unref?.();
}

/** Makes every query and checkout of `pool` report to the availability state (recovery needs no restart). */
export function watchAvailability(pool: pg.Pool): pg.Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const probe = () => query("select 1") as Promise<unknown>;
  const observe = (result: unknown) => {
    if (!(result instanceof Promise)) return result;
    return result.then(
      (value: unknown) => {
        if (isDatabaseKnownDown()) markDatabaseUp();
        return value;
      },
      (error: unknown) => {
        noteDatabaseFailure(error, probe);
        throw error;
      },
    );
  };
  pool.query = ((...args: unknown[]) => observe(query(...args))) as typeof pool.query;
  pool.connect = ((...args: unknown[]) => observe(connect(...args))) as typeof pool.connect;
  return pool;
}
