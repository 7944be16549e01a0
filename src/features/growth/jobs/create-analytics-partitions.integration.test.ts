import { describe, expect, it } from "vitest";
import { getPool } from "@/lib/db";
import { createAnalyticsPartitions } from "./create-analytics-partitions";

const partitionOf = (date: Date, monthsAhead: number) => {
  const month = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsAhead, 1));
  return `analytics_events_${month.toISOString().slice(0, 7).replace("-", "_")}`;
};

async function partitions(): Promise<string[]> {
  const result = await getPool().query<{ name: string }>(
    "select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'analytics_events'::regclass order by 1",
  );
  return result.rows.map((row) => row.name);
}

describe("the job creating analytics event partitions", () => {
  it("creates the month of its run and the next two, once: a second run creates nothing", async () => {
    // A year ahead, so the months do not exist yet (the migration made this month's and the next two).
    const later = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 15));
    const expected = [0, 1, 2].map((ahead) => partitionOf(later, ahead));
    expect(await partitions()).not.toContain(expected[0]);

    expect(await createAnalyticsPartitions(undefined, later)).toBe(3);
    expect(await partitions()).toEqual(expect.arrayContaining(expected));

    expect(await createAnalyticsPartitions(undefined, later)).toBe(0);
  });

  it("events of a created month land in its partition", async () => {
    const later = new Date(Date.UTC(new Date().getUTCFullYear() + 2, 1, 10));
    await createAnalyticsPartitions(undefined, later);
    await getPool().query(
      "insert into analytics_events (received_at, event_time, event_type, source) values ($1, $1, 'test_event', 'test')",
      [later.toISOString()],
    );
    const result = await getPool().query<{ name: string }>(
      "select tableoid::regclass::text as name from analytics_events where received_at = $1",
      [later.toISOString()],
    );
    expect(result.rows.map((row) => row.name)).toEqual([partitionOf(later, 0)]);
  });
});
