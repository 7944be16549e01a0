import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { profileKeeper } from "@db/schema/profile";
import { getDb, type Database } from "@/lib/db";

export interface KeeperEntry {
  value: string;
  /** ISO 8601 in UTC to the microsecond, as stored: two writes never share it (a Date would cut it to the millisecond). */
  updatedAt: string;
}

/** `updated_at` as `2026-01-02T03:04:05.123456Z`, read in SQL so no precision is lost on the way. */
export const keeperUpdatedAtIso = sql<string>`to_char(${profileKeeper.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export async function readKeeperValue(userId: string, key: string, db: Database = getDb()): Promise<KeeperEntry | null> {
  const [row] = await db
    .select({ value: profileKeeper.value, updatedAt: keeperUpdatedAtIso })
    .from(profileKeeper)
    .where(and(eq(profileKeeper.userId, userId), eq(profileKeeper.key, key)));
  return row ?? null;
}

/**
 * Writes one key. Concurrent writes to the same key are serialised by the row lock: the last to
 * commit wins, and `updated_at` never goes backwards (it is at least a microsecond past the
 * value it replaces, whatever the clocks say).
 */
export async function writeKeeperValue(userId: string, key: string, value: string, db: Database = getDb()): Promise<KeeperEntry> {
  const [row] = await db
    .insert(profileKeeper)
    .values({ userId, key, value, updatedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [profileKeeper.userId, profileKeeper.key],
      set: {
        value: sql`excluded.value`,
        updatedAt: sql`greatest(clock_timestamp(), ${profileKeeper.updatedAt} + interval '1 microsecond')`,
      },
    })
    .returning({ value: profileKeeper.value, updatedAt: keeperUpdatedAtIso });
  return row!;
}

/** Several keys at once: the values found, by key (missing keys are absent). */
export async function readKeeperValues(userId: string, keys: readonly string[], db: Database = getDb()): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: profileKeeper.key, value: profileKeeper.value })
    .from(profileKeeper)
    .where(and(eq(profileKeeper.userId, userId), inArray(profileKeeper.key, [...keys])));
  return new Map(rows.map((row) => [row.key, row.value]));
}
