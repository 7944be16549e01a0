import "server-only";
import { analyticsEvents } from "@db/schema/growth";
import { getDb, type Database } from "@/lib/db";
import { logger } from "@/lib/logger";

/**
 * Records an event that happens on the server (a purchase, a refund) in the same store as the
 * browser's events. Analytics never breaks the action that caused it: failures are logged.
 */
export async function recordServerEvent(
  input: {
    eventType: string;
    userId?: string | null;
    deviceId?: string | null;
    properties?: Record<string, unknown>;
    /** Analytics user properties the event sets (an "$identify" event carries only these). */
    userProperties?: Record<string, unknown>;
    groups?: Record<string, unknown>;
  },
  db: Database = getDb(),
): Promise<boolean> {
  try {
    const now = new Date();
    await db.insert(analyticsEvents).values({
      eventType: input.eventType,
      source: "server",
      userId: input.userId ?? null,
      deviceId: input.deviceId ?? null,
      eventTime: now,
      receivedAt: now,
      eventProperties: input.properties ?? {},
      userProperties: input.userProperties ?? {},
      groups: input.groups ?? {},
      context: { platform: "server" },
    });
    return true;
  } catch (error) {
    logger.error({ err: error, eventType: input.eventType }, "could not record a server event");
    return false;
  }
}
