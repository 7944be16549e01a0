import { PLANS } from "./catalogue";
import type { Currency, Plan } from "./plan-schema";
import { chargeDue, nextWakeUp, type Subscription } from "./subscription";

/** The charge the person can expect next: when, how much and in which currency (minor units). */
export interface NextCharge {
  at: Date;
  amount: number;
  currency: Currency;
  /** The plan it pays for: a downgrade waiting for the renewal is charged at its own price. */
  planId: string;
}

/** What the renewal at the end of the running trial or period will charge (a waiting downgrade applies first). */
function renewalCharge(subscription: Subscription, at: Date, plans: readonly Plan[]): NextCharge | null {
  const renewed: Subscription = {
    ...subscription,
    planId: subscription.pendingPlanId ?? subscription.planId,
    pendingPlanId: null,
    isPaymentDue: true,
  };
  const due = chargeDue(renewed, plans);
  return due === null ? null : { at, amount: due.amount, currency: due.currency, planId: due.planId };
}

/**
 * The next charge a subscription will make, for the settings page (what the person will pay and
 * when). Pure: it follows the lifecycle's own rules (`chargeDue`, `nextWakeUp`), so the page says
 * what the renewal job will do.
 *
 * - trialing: at the trial end, the first charge (the intro price when the plan has one);
 * - active: at the period end, the renewal (the regular price of the plan, or of a waiting downgrade);
 *   a period that ended and awaits its charge: the charge due now (its period end);
 * - paused: when the pause ends the paid time left runs on, so at resume date + that time;
 * - past_due: the next retry of the failed charge (none after the last retry);
 * - cancel at period end, canceled, expired, incomplete: none.
 */
export function nextCharge(subscription: Subscription, plans: readonly Plan[] = PLANS): NextCharge | null {
  if (subscription.cancelAtPeriodEnd) return null;
  switch (subscription.status) {
    case "trialing":
    case "active": {
      if (subscription.periodEnd === null) return null;
      if (subscription.isPaymentDue) {
        const due = chargeDue(subscription, plans);
        return due === null ? null : { at: subscription.periodEnd, amount: due.amount, currency: due.currency, planId: due.planId };
      }
      return renewalCharge(subscription, subscription.periodEnd, plans);
    }
    case "paused": {
      const pause = subscription.pause;
      if (pause === null) return null;
      return renewalCharge(subscription, new Date(pause.resumesAt.getTime() + pause.remainingMs), plans);
    }
    case "past_due": {
      const retryAt = nextWakeUp(subscription);
      const due = chargeDue(subscription, plans);
      return retryAt === null || due === null ? null : { at: retryAt, amount: due.amount, currency: due.currency, planId: due.planId };
    }
    default:
      return null;
  }
}
