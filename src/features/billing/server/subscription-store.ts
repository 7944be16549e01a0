import "server-only";
import { and, eq } from "drizzle-orm";
import { products, subscriptions } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { PLANS } from "../model/catalogue";
import type { Currency, Plan } from "../model/plan-schema";
import { productRowFor } from "../model/product-row";
import { nextWakeUp, type Subscription } from "../model/subscription";
import { transition, type Refusal, type SubscriptionEvent } from "../model/subscription-lifecycle";
import type { PaymentProviderName } from "./providers/payment-provider";

/**
 * The one way a stored subscription changes: `applySubscriptionEvent` locks its row, runs the
 * lifecycle state machine (model/subscription-lifecycle.ts), writes the result and rewrites the
 * subscription's `products` row in the same transaction, so entitlements always follow the state.
 * Webhooks, the scheduled jobs and the person's own actions (cancel, pause, change plan) all call it.
 */

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The state machine's view of a row. */
export function rowToSubscription(row: SubscriptionRow): Subscription {
  return {
    planId: row.planId,
    currency: row.currency as Currency,
    status: row.status,
    trialDays: row.trialDays,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    paidAmount: row.paidAmount,
    paidPeriods: row.paidPeriods,
    isPaymentDue: row.isPaymentDue,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pendingPlanId: row.pendingPlanId,
    dunning: row.dunningFailedAt === null ? null : { failedAt: row.dunningFailedAt, retries: row.dunningRetries ?? 0 },
    pause:
      row.pauseStartedAt === null || row.pauseResumesAt === null
        ? null
        : {
            startedAt: row.pauseStartedAt,
            resumesAt: row.pauseResumesAt,
            elapsedMs: row.pauseElapsedMs ?? 0,
            remainingMs: row.pauseRemainingMs ?? 0,
          },
    hasPausedThisPeriod: row.hasPausedThisPeriod,
    endedAt: row.endedAt,
  };
}

/**
 * When the scheduled job must next look at a subscription: the state machine's wake-up, or at once
 * when a charge is due on a live subscription (the period ended and the renewal has not been
 * collected yet, e.g. the process stopped between the two).
 */
export function wakeAtFor(subscription: Subscription, now: Date): Date | null {
  const wake = nextWakeUp(subscription);
  if (wake !== null) return wake;
  const live = subscription.status === "trialing" || subscription.status === "active";
  return live && subscription.isPaymentDue ? now : null;
}

/** The columns a state writes (everything the state machine owns, and the wake-up derived from it). */
export function subscriptionColumns(subscription: Subscription, now: Date) {
  return {
    planId: subscription.planId,
    currency: subscription.currency,
    status: subscription.status,
    trialDays: subscription.trialDays,
    periodStart: subscription.periodStart,
    periodEnd: subscription.periodEnd,
    paidAmount: subscription.paidAmount,
    paidPeriods: subscription.paidPeriods,
    isPaymentDue: subscription.isPaymentDue,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    pendingPlanId: subscription.pendingPlanId,
    dunningFailedAt: subscription.dunning?.failedAt ?? null,
    dunningRetries: subscription.dunning?.retries ?? null,
    pauseStartedAt: subscription.pause?.startedAt ?? null,
    pauseResumesAt: subscription.pause?.resumesAt ?? null,
    pauseElapsedMs: subscription.pause?.elapsedMs ?? null,
    pauseRemainingMs: subscription.pause?.remainingMs ?? null,
    hasPausedThisPeriod: subscription.hasPausedThisPeriod,
    endedAt: subscription.endedAt,
    nextWakeAt: wakeAtFor(subscription, now),
    updatedAt: now,
  };
}

/** Stores a new subscription (incomplete, from startSubscription) for a checkout. */
export async function insertSubscription(
  input: { userId: string; subscription: Subscription; provider: PaymentProviderName },
  db: Database | Transaction = getDb(),
  now: Date = new Date(),
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(subscriptions)
    .values({ userId: input.userId, provider: input.provider, ...subscriptionColumns(input.subscription, now), createdAt: now })
    .returning();
  return row!;
}

/** Locks a subscription row for the rest of the transaction; undefined when there is none. */
export async function lockSubscription(tx: Transaction, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update");
  return row;
}

/** Rewrites the products row a subscription stands for (made on the first state that has one). */
async function syncProductRow(tx: Transaction, row: SubscriptionRow, subscription: Subscription, plans: readonly Plan[]) {
  const wanted = productRowFor(subscription, plans);
  if (wanted === null) return row.productId;
  if (row.productId !== null) {
    const updated = await tx
      .update(products)
      .set(wanted)
      .where(and(eq(products.id, row.productId), eq(products.ownerId, row.userId)))
      .returning({ id: products.id });
    if (updated.length > 0) return row.productId;
  }
  const [inserted] = await tx
    .insert(products)
    .values({ ownerId: row.userId, ...wanted, source: "purchase" })
    .returning({ id: products.id });
  return inserted!.id;
}

export type ApplyOutcome =
  | { ok: true; before: Subscription; after: Subscription; row: SubscriptionRow }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "refused"; refusal: Refusal; row: SubscriptionRow };

/**
 * Applies one lifecycle event to a stored subscription inside `tx` (the caller's transaction, so
 * a webhook's dedupe row, a receipt or a credit grant commit together with the state). A refusal
 * changes nothing: that is how a replayed or late event shows.
 */
export async function applySubscriptionEvent(
  tx: Transaction,
  subscriptionId: string,
  event: SubscriptionEvent,
  options: {
    plans?: readonly Plan[];
    now?: Date;
    extra?: Partial<Pick<SubscriptionRow, "cancelReason" | "cancelComment" | "providerSubscriptionId">>;
  } = {},
): Promise<ApplyOutcome> {
  const plans = options.plans ?? PLANS;
  const now = options.now ?? event.at;
  const row = await lockSubscription(tx, subscriptionId);
  if (row === undefined) return { ok: false, reason: "not_found" };
  const before = rowToSubscription(row);
  const result = transition(before, event, plans);
  if (!result.ok) return { ok: false, reason: "refused", refusal: result.refusal, row };
  const after = result.subscription;
  const productId = await syncProductRow(tx, row, after, plans);
  const [written] = await tx
    .update(subscriptions)
    .set({ ...subscriptionColumns(after, now), productId, ...options.extra })
    .where(eq(subscriptions.id, subscriptionId))
    .returning();
  return { ok: true, before, after, row: written! };
}
