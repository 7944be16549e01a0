import { PHASE_PRODUCTION_BUILD } from "next/constants";
import type pg from "pg";
import { getPool, isDatabaseKnownDown } from "@/lib/db";
import { checkReadiness } from "./check-readiness";

/**
 * True when the database does not answer now. For a page about to say something an outage could
 * make untrue ("page not found" for a page that could not look itself up): the first request to
 * meet an outage may not have touched the database yet (cached flags, no session), so it asks.
 * A failure through the app's pool also marks the database down, so the proxy serves the
 * "temporarily unavailable" page from then on. Never asked during the build.
 */
export async function isDatabaseDownNow(pool?: pg.Pool, timeoutMs = 1000): Promise<boolean> {
  if (isDatabaseKnownDown()) return true;
  // eslint-disable-next-line no-restricted-properties -- Next's own build marker, not configuration
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return false;
  let target: pg.Pool;
  try {
    target = pool ?? getPool();
  } catch {
    return false; // No database configured: nothing to ask.
  }
  return (await checkReadiness(target, timeoutMs)).status !== 200;
}
