import "server-only";
import { logger } from "@/lib/logger";
import { growthHooks } from "./growth-hooks";

/** A product analytics event billing records on the server (subscription_canceled, upsell_accepted…). */
export interface BillingEvent {
  eventType: string;
  userId: string;
  properties: Record<string, unknown>;
}

/**
 * Records the event through growth's recorder (provided by the composition root, see
 * growth-hooks.ts); analytics never fails a purchase or a cancel: an error is logged.
 */
export async function recordBillingEvent(event: BillingEvent): Promise<void> {
  try {
    await growthHooks().recordServerEvent(event);
  } catch (error) {
    logger.error({ err: error, eventType: event.eventType }, "billing event not recorded");
  }
}
