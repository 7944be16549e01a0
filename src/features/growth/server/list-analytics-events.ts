import "server-only";
import { and, desc, eq, gte, lte, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { analyticsEvents } from "@db/schema/growth";
import { getDb, type Database } from "@/lib/db";

export const eventFilterSchema = z.object({
  eventType: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
  userId: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
  from: z.iso
    .datetime({ local: true })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  to: z.iso
    .datetime({ local: true })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export type EventFilter = z.infer<typeof eventFilterSchema>;

/** Recent events, newest first, filtered by event type, user (or device) id and time range. */
export async function listAnalyticsEvents(filter: EventFilter, db: Database = getDb()) {
  const conditions: SQL[] = [];
  if (filter.eventType) conditions.push(eq(analyticsEvents.eventType, filter.eventType));
  if (filter.userId) conditions.push(or(eq(analyticsEvents.userId, filter.userId), eq(analyticsEvents.deviceId, filter.userId))!);
  if (filter.from) conditions.push(gte(analyticsEvents.receivedAt, new Date(filter.from)));
  if (filter.to) conditions.push(lte(analyticsEvents.receivedAt, new Date(filter.to)));
  return db
    .select()
    .from(analyticsEvents)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(analyticsEvents.receivedAt), desc(analyticsEvents.id))
    .limit(filter.limit);
}
