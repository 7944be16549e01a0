import { PLANS } from "./catalogue";
import type { Currency, Plan } from "./plan-schema";
import { chargeDue, nextWakeUp, type Subscription } from "./subscription";

export interface NextCharge {
  at: Date;
  /** Minor units. */
  amount: number;
  currency: Currency;
}

/**
 * When the next charge happens and how much it is, for the person's view: the trial's first
 * charge, the renewal at the period end (at the downgraded plan when one waits), the next dunning
 * retry, or the end of the paid time left after a pause. Null when nothing will be charged
 * (canceling at the period end, canceled, expired, incomplete).
 */
export function nextChargeOf(subscription: Subscription, plans: readonly Plan[] = PLANS): NextCharge | null {
  const { currency } = subscription;
  switch (subscription.status) {
    case "trialing":
    case "active": {
      if (subscription.cancelAtPeriodEnd || subscription.periodEnd === null) return null;
      const due = subscription.isPaymentDue
        ? chargeDue(subscription, plans)
        : chargeDue({ ...subscription, planId: subscription.pendingPlanId ?? subscription.planId, isPaymentDue: true }, plans);
      return due === null ? null : { at: subscription.periodEnd, amount: due.amount, currency };
    }
    case "past_due": {
      const retryAt = nextWakeUp(subscription);
      const due = chargeDue(subscription, plans);
      return retryAt === null || due === null ? null : { at: retryAt, amount: due.amount, currency };
    }
    case "paused": {
      const pause = subscription.pause;
      if (pause === null || subscription.cancelAtPeriodEnd) return null;
      const due = chargeDue({ ...subscription, status: "active", isPaymentDue: true }, plans);
      return due === null ? null : { at: new Date(pause.resumesAt.getTime() + pause.remainingMs), amount: due.amount, currency };
    }
    default:
      return null;
  }
}
