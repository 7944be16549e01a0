import "server-only";
import type { Database } from "@/lib/db";

/**
 * What billing needs from growth: recording server events (checkout_started, purchase_completed)
 * and the visitor's country. Growth already depends on billing (flags read entitlements), so the
 * composition root hands these over at start (src/server/boot.ts) instead of billing importing
 * growth. On globalThis: Next bundles route handlers and instrumentation apart.
 */
export interface BillingGrowthHooks {
  recordServerEvent(
    input: { eventType: string; userId?: string | null; properties?: Record<string, unknown> },
    db?: Database,
  ): Promise<boolean>;
  lookupCountryCode(address: string): Promise<string | null>;
}

const SLOT = Symbol.for("lingora.billing.growthHooks");
const slot = globalThis as { [SLOT]?: BillingGrowthHooks };

export function provideBillingGrowthHooks(hooks: BillingGrowthHooks | undefined): void {
  slot[SLOT] = hooks;
}

/** The provided hooks; without a boot (some tests) events are not recorded and the country is unknown. */
export function growthHooks(): BillingGrowthHooks {
  return slot[SLOT] ?? { recordServerEvent: () => Promise.resolve(false), lookupCountryCode: () => Promise.resolve(null) };
}
