import "server-only";
import { eq } from "drizzle-orm";
import { sandboxRecords } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import { decodeSandboxRecord, encodeSandboxRecord } from "./providers/sandbox-record-codec";
import type { SandboxStore } from "./providers/sandbox-store";

/**
 * The sandbox provider's records in `sandbox_records` (key → jsonb), so checkouts, saved cards and
 * subscriptions at the "provider" survive a restart. Dates round-trip through the codec.
 *
 * One process owns the sandbox: the provider serialises its changes in memory (one at a time per
 * process), which is what makes "read, then write" safe here. Several web instances sharing one
 * database would need row locks instead (decision record 0016).
 */
export function tableSandboxStore(db: () => Database = getDb): SandboxStore {
  return {
    async get<T>(key: string): Promise<T | undefined> {
      const [row] = await db().select({ value: sandboxRecords.value }).from(sandboxRecords).where(eq(sandboxRecords.key, key));
      return row === undefined ? undefined : decodeSandboxRecord<T>(row.value);
    },
    async put<T>(key: string, value: T): Promise<void> {
      const stored = encodeSandboxRecord(value);
      await db()
        .insert(sandboxRecords)
        .values({ key, value: stored, updatedAt: new Date() })
        .onConflictDoUpdate({ target: sandboxRecords.key, set: { value: stored, updatedAt: new Date() } });
    },
  };
}
