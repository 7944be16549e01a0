import { addDays } from "./billing-period";
import { startSubscription, type Subscription } from "./subscription";
import { transition, type SubscriptionEvent } from "./subscription-lifecycle";

/** Subscriptions in each state, reached through events as production reaches them (tests only). */
export const T0 = new Date("2026-04-01T10:00:00Z");
export const day = (n: number) => addDays(T0, n);

export function start(planId: string, isTrialEligible = true): Subscription {
  const started = startSubscription({ planId, currency: "USD", isTrialEligible });
  if (!started.ok) throw new Error(started.code);
  return started.subscription;
}

/** Applies events in order, failing the test on a refusal: states are reached the way production reaches them. */
export function run(subscription: Subscription, ...events: SubscriptionEvent[]): Subscription {
  return events.reduce((current, event) => {
    const result = transition(current, event);
    if (!result.ok) throw new Error(`${event.type} refused in ${current.status}: ${result.refusal.code}`);
    return result.subscription;
  }, subscription);
}

export const paid = (at: Date): SubscriptionEvent => ({ type: "payment_succeeded", at });
export const failed = (at: Date): SubscriptionEvent => ({ type: "payment_failed", at });

// courses-premium-1m (USD): 7-day trial, intro 749, regular 1499.
export const incomplete = start("courses-premium-1m");
export const trialing = run(incomplete, paid(T0)); // trial until day 7
export const trialDue = run(trialing, { type: "trial_ended", at: day(7) });
export const active = run(trialDue, paid(day(7))); // paid 749 for [day 7, day 7 + 1 month]
export const activeEnd = active.periodEnd!;
export const activeDue = run(active, { type: "period_ended", at: activeEnd });
export const pastDue = run(activeDue, failed(activeEnd)); // dunning from activeEnd
export const paused = run(active, { type: "pause", at: day(17), months: 2 });
export const canceled = run(active, { type: "cancel_now", at: day(10) });
export const expired = run(incomplete, { type: "checkout_expired", at: day(1) });
export const tutoring4 = run(start("tutoring-4-credits"), paid(T0)); // 3999 intro for [T0, T0 + 28 days]
