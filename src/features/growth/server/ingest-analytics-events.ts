import "server-only";
import { analyticsEvents } from "@db/schema/growth";
import { getDb, type Database } from "@/lib/db";
import { toStoredEvent, type AnalyticsEvent } from "../model/analytics-batch";

/** Appends a validated batch of browser events in one statement. */
export async function ingestAnalyticsEvents(
  events: AnalyticsEvent[],
  context: Record<string, unknown> = {},
  db: Database = getDb(),
): Promise<number> {
  if (events.length === 0) return 0;
  const receivedAt = new Date();
  await db.insert(analyticsEvents).values(events.map((event) => toStoredEvent(event, receivedAt, context)));
  return events.length;
}
