import { addDays } from "./billing-period";
import { findPlan, PLANS } from "./catalogue";
import type { Plan, PlanCategory } from "./plan-schema";
import { periodEndFor, RETRY_SCHEDULE_DAYS, type Subscription } from "./subscription";

/**
 * The `products` row a subscription stands for (spec section 3 "Available product"), so the
 * entitlements (model/entitlements.ts) always follow the subscription state:
 *
 * | state      | row status | trial                   | period                         |
 * |------------|------------|-------------------------|--------------------------------|
 * | incomplete | no row     |                         |                                |
 * | trialing   | ok         | true                    | the trial                      |
 * | active     | ok         | false                   | the paid period                |
 * | past_due   | ok (grace) | true if never paid      | until the last retry (day 7)   |
 * | paused     | paused     | false                   | the pause                      |
 * | canceled   | canceled   | false                   | ends when it was canceled      |
 * | expired    | expired    | false                   | ends when it expired           |
 *
 * past_due keeps access while dunning retries (7 days): a card that fails once should not lock a
 * learner out. incomplete has no row at all: an abandoned checkout must not read as a canceled
 * group-lessons subscription. Non-ok rows stay so group lessons can read "canceled".
 */
export interface ProductRow {
  category: PlanCategory;
  type: string;
  /** Matches the table's check ^[a-z][a-z0-9_]{0,19}$. */
  status: "ok" | "paused" | "canceled" | "expired";
  trial: boolean;
  periodStart: Date | null;
  periodEnd: Date | null;
}

export function productRowFor(subscription: Subscription, plans: readonly Plan[] = PLANS): ProductRow | null {
  const plan = findPlan(subscription.planId, plans);
  if (plan === undefined) return null;
  const base = {
    category: plan.category,
    type: plan.type,
    trial: false,
    periodStart: subscription.periodStart,
    periodEnd: subscription.periodEnd,
  };
  switch (subscription.status) {
    case "incomplete":
      return null;
    case "trialing":
      return { ...base, status: "ok", trial: true };
    case "active":
      return { ...base, status: "ok" };
    case "past_due": {
      const lastRetry =
        subscription.dunning && addDays(subscription.dunning.failedAt, RETRY_SCHEDULE_DAYS[RETRY_SCHEDULE_DAYS.length - 1]!);
      return { ...base, status: "ok", trial: subscription.paidPeriods === 0, periodEnd: lastRetry ?? base.periodEnd };
    }
    case "paused":
      return {
        ...base,
        status: "paused",
        periodStart: subscription.pause?.startedAt ?? null,
        periodEnd: subscription.pause?.resumesAt ?? null,
      };
    case "canceled":
    case "expired":
      return { ...base, status: subscription.status, periodEnd: subscription.endedAt };
  }
}

/**
 * A one-time purchase's row: courses premium for its term (status ok from the purchase). Credit
 * packs have no row: their credits go to the wallet.
 */
export function productRowForOneTime(plan: Plan, purchasedAt: Date): ProductRow | null {
  if (plan.purchaseType !== "oneTime" || plan.period === null) return null;
  return {
    category: plan.category,
    type: plan.type,
    status: "ok",
    trial: false,
    periodStart: purchasedAt,
    periodEnd: periodEndFor(plan, purchasedAt, 1),
  };
}
