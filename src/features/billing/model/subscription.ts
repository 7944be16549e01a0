import { addDays, addPeriods } from "./billing-period";
import { findPlan, isSubscriptionPlan, PLANS } from "./catalogue";
import type { Currency, Plan } from "./plan-schema";
import { priceOf } from "./price-selection";

/**
 * A subscription as the lifecycle state machine sees it (subscription-lifecycle.ts). Plain data:
 * the server stores it and applies events to it; nothing here reads a clock or a database.
 *
 * incomplete → (first payment, or the card saved for a trial) → trialing | active
 * trialing → (trial ends, charge) → active | past_due;  active → (period ends, charge) → active | past_due
 * past_due → (a retry succeeds) → active | (the third retry fails, day 7) → expired
 * active ⇄ paused (1–3 months, once per period);  any live state → canceled (now, or at period end)
 */
export const SUBSCRIPTION_STATUSES = ["incomplete", "trialing", "active", "past_due", "paused", "canceled", "expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** States in which a subscription still gives (or will give again) what it sells. */
export const LIVE_SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due", "paused"] as const satisfies readonly SubscriptionStatus[];

/** Dunning: after a failed renewal, retries on these days after the failure; the last failing ends it (expired). */
export const RETRY_SCHEDULE_DAYS = [1, 3, 7] as const;
export const PAUSE_MONTHS = [1, 2, 3] as const;

export interface Subscription {
  planId: string;
  currency: Currency;
  status: SubscriptionStatus;
  /** Trial length granted at checkout (0 when the plan has none or the person already had one). */
  trialDays: number;
  /** The running period (the trial while trialing; the period being collected while past_due); null while incomplete. */
  periodStart: Date | null;
  periodEnd: Date | null;
  /** Minor units that paid the running period (0 in a trial): the base of proration credits. */
  paidAmount: number;
  /** Successful charges so far; the first one is the intro price. */
  paidPeriods: number;
  /** A charge is outstanding: the first payment, or a trial or period that ended and awaits its renewal charge. */
  isPaymentDue: boolean;
  cancelAtPeriodEnd: boolean;
  /** A downgrade waiting for the renewal. */
  pendingPlanId: string | null;
  dunning: { failedAt: Date; retries: number } | null;
  pause: { startedAt: Date; resumesAt: Date; elapsedMs: number; remainingMs: number } | null;
  hasPausedThisPeriod: boolean;
  endedAt: Date | null;
}

export type StartRefusal = { ok: false; code: "unknown_plan" | "not_a_subscription" };

/** A new subscription at checkout: incomplete until the provider reports the first payment (or the saved card). */
export function startSubscription(input: {
  planId: string;
  currency: Currency;
  /** False when the person already had a trial: they pay from the first day. */
  isTrialEligible: boolean;
  plans?: readonly Plan[];
}): { ok: true; subscription: Subscription } | StartRefusal {
  const plan = findPlan(input.planId, input.plans ?? PLANS);
  if (plan === undefined) return { ok: false, code: "unknown_plan" };
  if (!isSubscriptionPlan(plan)) return { ok: false, code: "not_a_subscription" };
  return {
    ok: true,
    subscription: {
      planId: plan.id,
      currency: input.currency,
      status: "incomplete",
      trialDays: input.isTrialEligible ? plan.trialDays : 0,
      periodStart: null,
      periodEnd: null,
      paidAmount: 0,
      paidPeriods: 0,
      isPaymentDue: true,
      cancelAtPeriodEnd: false,
      pendingPlanId: null,
      dunning: null,
      pause: null,
      hasPausedThisPeriod: false,
      endedAt: null,
    },
  };
}

export interface ChargeDue {
  planId: string;
  currency: Currency;
  /** Minor units; 0 for the card check that starts a trial. */
  amount: number;
  /** Billing periods the charge pays for (2 for a twoForOneSubscription's first charge). */
  periods: number;
}

/** What the outstanding charge is (first payment, trial conversion, renewal, dunning retry), or null when none is due. */
export function chargeDue(subscription: Subscription, plans: readonly Plan[] = PLANS): ChargeDue | null {
  if (!subscription.isPaymentDue) return null;
  const plan = findPlan(subscription.planId, plans);
  if (plan === undefined) return null;
  const { planId, currency } = subscription;
  if (subscription.status === "incomplete" && subscription.trialDays > 0) return { planId, currency, amount: 0, periods: 0 };
  const price = priceOf(plan, currency);
  if (subscription.paidPeriods === 0 && price.intro !== null) return { planId, currency, amount: price.intro, periods: price.introPeriods };
  return { planId, currency, amount: price.regular, periods: 1 };
}

/** The end of a period that starts at `start` and is paid by `charge`. */
export function periodEndFor(plan: Plan, start: Date, periods: number): Date {
  return plan.period === null ? start : addPeriods(start, plan.period, Math.max(1, periods));
}

/** When a scheduled job should next look at the subscription (trial end, renewal, dunning retry, resume), or null. */
export function nextWakeUp(subscription: Subscription): Date | null {
  switch (subscription.status) {
    case "trialing":
    case "active":
      return subscription.isPaymentDue ? null : subscription.periodEnd;
    case "past_due": {
      const dunning = subscription.dunning;
      const days = dunning === null ? undefined : RETRY_SCHEDULE_DAYS[dunning.retries];
      return dunning === null || days === undefined ? null : addDays(dunning.failedAt, days);
    }
    case "paused":
      return subscription.pause?.resumesAt ?? null;
    default:
      return null;
  }
}
