import "server-only";
import { analyticsEvents } from "@db/schema/growth";
import { getDb, type Database } from "@/lib/db";
import { logger } from "@/lib/logger";

/**
 * Records an event that happens on the server (a purchase, a refund) in the same store as the
 * browser's events. Analytics never breaks the action that caused it: failures are logged.
 */
export interface ServerEvent {
  eventType: string;
  userId?: string | null;
  deviceId?: string | null;
  properties?: Record<string, unknown>;
  /** Analytics user properties the event sets (an "$identify" event carries only these). */
  userProperties?: Record<string, unknown>;
  groups?: Record<string, unknown>;
}

export async function recordServerEvent(input: ServerEvent, db: Database = getDb()): Promise<boolean> {
  return recordServerEvents([input], db);
}

/** Several events of one action in one statement (a lesson's completion, its streak, its achievements). */
export async function recordServerEvents(inputs: readonly ServerEvent[], db: Database = getDb()): Promise<boolean> {
  if (inputs.length === 0) return true;
  try {
    const now = new Date();
    await db.insert(analyticsEvents).values(
      inputs.map((input) => ({
        eventType: input.eventType,
        source: "server" as const,
        userId: input.userId ?? null,
        deviceId: input.deviceId ?? null,
        eventTime: now,
        receivedAt: now,
        eventProperties: input.properties ?? {},
        userProperties: input.userProperties ?? {},
        groups: input.groups ?? {},
        context: { platform: "server" },
      })),
    );
    return true;
  } catch (error) {
    logger.error({ err: error, eventTypes: inputs.map((input) => input.eventType) }, "could not record server events");
    return false;
  }
}
