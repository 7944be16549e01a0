import { findPlan, isSubscriptionPlan, PLANS } from "./catalogue";
import type { Plan } from "./plan-schema";
import { prorateDifference, restartCharge } from "./proration";
import type { Subscription } from "./subscription";

export type PlanChangeRefusal = "unknown_plan" | "same_plan" | "not_a_subscription" | "other_product";

/**
 * What a plan change is. An upgrade (the new plan's regular price per charge is higher, in the
 * subscription's currency: 1 → 12 months, 4 → 8 credits) applies now with a prorated charge; a
 * downgrade (equal or lower) waits for the renewal. Only plans of the same product (category and
 * type) are exchanged: courses for courses, tutoring for tutoring.
 */
export type PlanChange =
  | { kind: "upgrade"; plan: Plan; from: Plan; restartsPeriod: boolean }
  | { kind: "downgrade"; plan: Plan; from: Plan }
  | { kind: "keep"; plan: Plan; from: Plan };

const samePeriodLength = (a: Plan, b: Plan) => a.period?.unit === b.period?.unit && a.period?.count === b.period?.count;

export function classifyPlanChange(
  subscription: Subscription,
  planId: string,
  plans: readonly Plan[] = PLANS,
): { ok: true; change: PlanChange } | { ok: false; code: PlanChangeRefusal } {
  const from = findPlan(subscription.planId, plans);
  const plan = findPlan(planId, plans);
  if (from === undefined || plan === undefined) return { ok: false, code: "unknown_plan" };
  if (!isSubscriptionPlan(plan)) return { ok: false, code: "not_a_subscription" };
  if (plan.category !== from.category || plan.type !== from.type) return { ok: false, code: "other_product" };
  if (plan.id === from.id) {
    // Choosing the current plan again takes back a downgrade that waits for the renewal.
    return subscription.pendingPlanId === null ? { ok: false, code: "same_plan" } : { ok: true, change: { kind: "keep", plan, from } };
  }
  const { currency } = subscription;
  if (plan.prices[currency].regular > from.prices[currency].regular) {
    return { ok: true, change: { kind: "upgrade", plan, from, restartsPeriod: !samePeriodLength(plan, from) } };
  }
  return { ok: true, change: { kind: "downgrade", plan, from } };
}

/**
 * The charge for an upgrade now, in minor units of the subscription's currency. Same period
 * length: the period stays and the remaining fraction of (new regular price − what was paid for
 * this period) is charged. Another period length: a new period starts now at the new regular price,
 * less the unused part of what was paid. In a trial nothing is charged (the trial goes on).
 * The server collects this charge first and applies the `change_plan` event once it succeeded.
 */
export function upgradeCharge(subscription: Subscription, change: Extract<PlanChange, { kind: "upgrade" }>, at: Date): number {
  const { periodStart, periodEnd, currency } = subscription;
  if (subscription.status === "trialing" || periodStart === null || periodEnd === null) return 0;
  const window = { periodStart, periodEnd, at };
  const price = change.plan.prices[currency].regular;
  return change.restartsPeriod
    ? restartCharge(subscription.paidAmount, price, window)
    : prorateDifference(subscription.paidAmount, price, window);
}
