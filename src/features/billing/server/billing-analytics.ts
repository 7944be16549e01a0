import "server-only";
import { logger } from "@/lib/logger";

/** A product analytics event billing records on the server (subscription_canceled, upsell_accepted…). */
export interface BillingEvent {
  eventType: string;
  userId: string;
  properties: Record<string, unknown>;
}
export type BillingEventRecorder = (event: BillingEvent) => Promise<unknown>;

/*
 * Growth's analytics read billing's entitlements (flag targeting), so billing cannot import growth:
 * the composition root (src/server/boot.ts) provides growth's recordServerEvent once per process.
 * The slot is on globalThis because Next may bundle separate copies of this module.
 */
const SLOT = Symbol.for("lingora.billing.eventRecorder");
const slot = globalThis as { [SLOT]?: BillingEventRecorder };

export function provideBillingEventRecorder(recorder: BillingEventRecorder | undefined): void {
  slot[SLOT] = recorder;
}

/** Records the event; analytics never fails a purchase or a cancel (a missing recorder or an error is logged). */
export async function recordBillingEvent(event: BillingEvent): Promise<void> {
  const recorder = slot[SLOT];
  if (!recorder) {
    logger.warn({ eventType: event.eventType }, "billing event not recorded: no recorder provided (bootServer)");
    return;
  }
  try {
    await recorder(event);
  } catch (error) {
    logger.error({ err: error, eventType: event.eventType }, "billing event not recorded");
  }
}
