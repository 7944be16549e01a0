import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { defineJob } from "@/lib/jobs";

/** Months of analytics event partitions kept ready after the current one. */
export const PARTITION_MONTHS_AHEAD = 2;

/**
 * Creates the monthly partitions of the analytics event store, this month and the next two, that
 * do not exist yet (SQL function of migration 0003; idempotent). Returns how many it created.
 * Events outside them land in the default partition, so a late run loses nothing.
 */
export async function createAnalyticsPartitions(db: Pick<Database, "execute"> = getDb(), now = new Date()): Promise<number> {
  const result = await db.execute<{ created: number }>(
    sql`select ensure_analytics_event_partitions(${now.toISOString()}::timestamptz, ${PARTITION_MONTHS_AHEAD}) as created`,
  );
  return Number(result.rows[0]?.created ?? 0);
}

export const createAnalyticsPartitionsJob = defineJob({
  name: "growth.create-analytics-partitions",
  schedule: "20 3 * * *",
  runAtStart: true,
  handler: async () => {
    await createAnalyticsPartitions();
  },
});
