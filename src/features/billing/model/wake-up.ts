import { nextWakeUp, type Subscription } from "./subscription";
import type { SubscriptionEvent } from "./subscription-lifecycle";

/**
 * What the scheduled wake-up job does with a subscription at `now` (decision record 0017): first
 * the clock event the time calls for (the trial or period ended, the pause is over), then, when a
 * charge is outstanding, the charge. Pure: the job stores and charges.
 */
export function clockEventFor(subscription: Subscription, now: Date): SubscriptionEvent | null {
  const { status, periodEnd, pause } = subscription;
  if ((status === "trialing" || status === "active") && !subscription.isPaymentDue && periodEnd !== null && periodEnd <= now) {
    return { type: status === "trialing" ? "trial_ended" : "period_ended", at: now };
  }
  // The pause ended at resumesAt, even when the job runs later: the paid time left counts from then.
  if (status === "paused" && pause !== null && pause.resumesAt <= now) return { type: "resume", at: pause.resumesAt };
  return null;
}

/** A charge is outstanding now: a trial or period ended and awaits its renewal, or a dunning retry's day came. */
export function isChargeDueNow(subscription: Subscription, now: Date): boolean {
  if (subscription.status === "trialing" || subscription.status === "active") return subscription.isPaymentDue;
  if (subscription.status !== "past_due") return false;
  const retryAt = nextWakeUp(subscription);
  return retryAt !== null && retryAt <= now;
}

/**
 * The provider's idempotency key of a renewal charge: the subscription, the period it pays for
 * and the attempt (0 the first, then one per dunning retry). A replayed or concurrent job run
 * sends the same key and the provider answers the first result; each retry is a new charge.
 */
export function renewalChargeKey(subscriptionId: string, subscription: Subscription): string | null {
  const collectsFor = subscription.status === "past_due" ? subscription.periodStart : subscription.periodEnd;
  if (collectsFor === null) return null;
  const attempt = subscription.status === "past_due" ? (subscription.dunning?.retries ?? 0) + 1 : 0;
  return `renewal:${subscriptionId}:${collectsFor.toISOString()}:${attempt}`;
}
