import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** Hashes a subject (an address, an email) so the counters table holds no personal data. */
export function rateLimitSubject(value: string): string {
  return createHash("sha256").update(`lingora-rate-limit:${value}`).digest("base64url").slice(0, 32);
}

/**
 * Counts one hit against `key` in a fixed window, atomically in PostgreSQL, so the limit holds
 * across processes and machines.
 */
export async function hitRateLimit(
  db: Database,
  input: { key: string; max: number; windowSeconds: number; now?: Date },
): Promise<RateLimitResult> {
  const nowMs = (input.now ?? new Date()).getTime();
  const windowMs = input.windowSeconds * 1000;
  const windowStart = Math.floor(nowMs / windowMs) * windowMs;
  const expiresAt = new Date(windowStart + windowMs);
  const result = await db.execute<{ hits: number }>(sql`
    insert into rate_limit_counters (key, window_start, hits, expires_at)
    values (${input.key}, ${windowStart}, 1, ${expiresAt.toISOString()})
    on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
    returning hits`);
  const hits = Number(result.rows[0]?.hits ?? 1);
  return {
    allowed: hits <= input.max,
    remaining: Math.max(input.max - hits, 0),
    retryAfterSeconds: Math.max(Math.ceil((windowStart + windowMs - nowMs) / 1000), 1),
  };
}

/** The hits counted against `key` in the current window, without counting one more. */
export async function peekRateLimit(
  db: Database,
  input: { key: string; windowSeconds: number; now?: Date },
): Promise<{ hits: number; retryAfterSeconds: number }> {
  const nowMs = (input.now ?? new Date()).getTime();
  const windowMs = input.windowSeconds * 1000;
  const windowStart = Math.floor(nowMs / windowMs) * windowMs;
  const result = await db.execute<{ hits: number }>(
    sql`select hits from rate_limit_counters where key = ${input.key} and window_start = ${windowStart}`,
  );
  return {
    hits: Number(result.rows[0]?.hits ?? 0),
    retryAfterSeconds: Math.max(Math.ceil((windowStart + windowMs - nowMs) / 1000), 1),
  };
}

/** Forgets every window counted against `key`. */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
}

/** Deletes the windows that ended more than an hour ago (a recurring job runs it; see src/server/jobs.ts). */
export async function purgeExpiredRateLimits(db: Pick<Database, "execute">, now = new Date()): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limit_counters where expires_at < ${new Date(now.getTime() - 60 * 60 * 1000).toISOString()}`,
  );
  return result.rowCount ?? 0;
}
