import { addDays, addMonths } from "./billing-period";
import { classifyPlanChange, type PlanChangeRefusal } from "./change-plan";
import { findPlan, PLANS } from "./catalogue";
import type { Plan } from "./plan-schema";
import {
  chargeDue,
  nextWakeUp,
  PAUSE_MONTHS,
  periodEndFor,
  RETRY_SCHEDULE_DAYS,
  type Subscription,
  type SubscriptionStatus,
} from "./subscription";

/**
 * The subscription lifecycle as a pure state machine: `transition(subscription, event)` returns the
 * next subscription or a typed refusal (never throws). Refusals are how replays show: a second
 * `payment_succeeded` for the same charge finds no payment due and changes nothing.
 *
 * Clock events (`trial_ended`, `period_ended`, dunning retries, `resume` at the end of a pause) are
 * sent by the scheduled jobs at `nextWakeUp(subscription)`; payment events by the provider's
 * webhooks. A period or trial that ends either cancels (cancel at period end) or makes a charge
 * due (`chargeDue`), which the renewal job collects and reports as `payment_succeeded`/`_failed`.
 */
export type SubscriptionEvent =
  | { type: "payment_succeeded"; at: Date }
  | { type: "payment_failed"; at: Date }
  | { type: "checkout_expired"; at: Date }
  | { type: "trial_ended"; at: Date }
  | { type: "period_ended"; at: Date }
  | { type: "cancel_at_period_end"; at: Date }
  | { type: "undo_cancel"; at: Date }
  | { type: "cancel_now"; at: Date }
  | { type: "pause"; at: Date; months: number }
  | { type: "resume"; at: Date }
  | { type: "change_plan"; at: Date; planId: string };
export type SubscriptionEventType = SubscriptionEvent["type"];

export type RefusalCode =
  /** The event means nothing in this state (e.g. pause while past_due, anything once canceled). */
  | "not_allowed_in_state"
  /** A payment result arrived while no charge is outstanding (a replayed or late webhook). */
  | "no_payment_due"
  /** The clock has not reached the trial end, period end or retry day yet. */
  | "not_yet_due"
  /** The trial or period end was already handled (a replayed job). */
  | "already_due"
  /** The period is over and awaits its charge: cancel now instead, or pay first. */
  | "period_over"
  | "already_canceling"
  | "not_canceling"
  | "canceling"
  | "pause_length"
  | "already_paused_this_period"
  | PlanChangeRefusal;

export interface Refusal {
  code: RefusalCode;
  status: SubscriptionStatus;
  event: SubscriptionEventType;
}
export type TransitionResult = { ok: true; subscription: Subscription } | { ok: false; refusal: Refusal };

type Handler<E extends SubscriptionEvent = SubscriptionEvent> = (
  subscription: Subscription,
  event: E,
  plans: readonly Plan[],
) => Subscription | RefusalCode;

/** Charges the due amount: the period starts where the last one ended (or now, for the first payment). */
function collect(subscription: Subscription, at: Date, plans: readonly Plan[]): Subscription | RefusalCode {
  const due = chargeDue(subscription, plans);
  const plan = findPlan(subscription.planId, plans);
  if (plan === undefined) return "unknown_plan";
  if (due === null) return "no_payment_due";
  if (subscription.status === "incomplete" && subscription.trialDays > 0) {
    const trialEnd = addDays(at, subscription.trialDays);
    return { ...subscription, status: "trialing", periodStart: at, periodEnd: trialEnd, isPaymentDue: false };
  }
  // past_due already moved to the period it collects for; the others start it now.
  const start = subscription.status === "past_due" ? subscription.periodStart! : (subscription.periodEnd ?? at);
  const end = subscription.status === "past_due" ? subscription.periodEnd! : periodEndFor(plan, start, due.periods);
  return {
    ...subscription,
    status: "active",
    periodStart: start,
    periodEnd: end,
    paidAmount: due.amount,
    paidPeriods: subscription.paidPeriods + 1,
    isPaymentDue: false,
    dunning: null,
    hasPausedThisPeriod: false,
  };
}

function fail(subscription: Subscription, at: Date, plans: readonly Plan[]): Subscription | RefusalCode {
  if (!subscription.isPaymentDue) return "no_payment_due";
  if (subscription.status === "incomplete") return subscription; // the buyer stays on checkout and may retry
  if (subscription.status === "past_due") {
    const retryAt = nextWakeUp(subscription);
    if (retryAt === null || at < retryAt) return "not_yet_due";
    const retries = (subscription.dunning?.retries ?? 0) + 1;
    if (retries >= RETRY_SCHEDULE_DAYS.length)
      return { ...subscription, status: "expired", dunning: null, isPaymentDue: false, endedAt: at };
    return { ...subscription, dunning: { failedAt: subscription.dunning!.failedAt, retries } };
  }
  // A trial or period ended and its charge failed: dunning starts on the period it collects for.
  const due = chargeDue(subscription, plans);
  const plan = findPlan(subscription.planId, plans);
  if (plan === undefined) return "unknown_plan";
  if (due === null) return "no_payment_due";
  const start = subscription.periodEnd!;
  return {
    ...subscription,
    status: "past_due",
    periodStart: start,
    periodEnd: periodEndFor(plan, start, due.periods),
    dunning: { failedAt: at, retries: 0 },
  };
}

/** The trial or period ended: cancel if asked, else apply a waiting downgrade and make the charge due. */
function endPeriod(subscription: Subscription, at: Date): Subscription | RefusalCode {
  if (subscription.isPaymentDue) return "already_due";
  if (subscription.periodEnd === null || at < subscription.periodEnd) return "not_yet_due";
  if (subscription.cancelAtPeriodEnd) return { ...subscription, status: "canceled", endedAt: subscription.periodEnd };
  return { ...subscription, planId: subscription.pendingPlanId ?? subscription.planId, pendingPlanId: null, isPaymentDue: true };
}

/**
 * A renewal's payment result may arrive before the job's `trial_ended`/`period_ended` (a provider
 * that renews on its own, webhooks out of order): once the clock is past the end, the end is
 * applied first. A replay of the same result finds the new period not yet over: no payment due.
 */
function afterEnd(settle: (subscription: Subscription, at: Date, plans: readonly Plan[]) => Subscription | RefusalCode): Handler {
  return (subscription, event, plans) => {
    const { periodEnd } = subscription;
    if (subscription.isPaymentDue || subscription.cancelAtPeriodEnd || periodEnd === null || event.at < periodEnd) {
      return settle(subscription, event.at, plans);
    }
    const ended = endPeriod(subscription, event.at);
    return typeof ended === "string" ? ended : settle(ended, event.at, plans);
  };
}

const cancelNow: Handler = (subscription, event) => ({
  ...subscription,
  status: "canceled",
  isPaymentDue: false,
  dunning: null,
  pause: null,
  endedAt: event.at,
});

const cancelAtPeriodEnd: Handler = (subscription) => {
  if (subscription.isPaymentDue) return "period_over";
  if (subscription.cancelAtPeriodEnd) return "already_canceling";
  return { ...subscription, cancelAtPeriodEnd: true };
};

const undoCancel: Handler = (subscription) =>
  subscription.cancelAtPeriodEnd ? { ...subscription, cancelAtPeriodEnd: false } : "not_canceling";

const changePlan: Handler<Extract<SubscriptionEvent, { type: "change_plan" }>> = (subscription, event, plans) => {
  if (subscription.isPaymentDue) return "period_over";
  const classified = classifyPlanChange(subscription, event.planId, plans);
  if (!classified.ok) return classified.code;
  const { change } = classified;
  if (change.kind === "keep") return { ...subscription, pendingPlanId: null };
  // In a trial any change applies at once and the trial goes on.
  if (subscription.status === "trialing") return { ...subscription, planId: change.plan.id, pendingPlanId: null };
  if (change.kind === "downgrade") return { ...subscription, pendingPlanId: change.plan.id };
  // Upgrade now: the server collected upgradeCharge() before sending this event. The rest of the
  // period (or the new one) is then paid at the new plan's regular price, the base of later proration.
  const upgraded = {
    ...subscription,
    planId: change.plan.id,
    pendingPlanId: null,
    paidAmount: change.plan.prices[subscription.currency].regular,
  };
  return change.restartsPeriod ? { ...upgraded, periodStart: event.at, periodEnd: periodEndFor(change.plan, event.at, 1) } : upgraded;
};

const pause: Handler<Extract<SubscriptionEvent, { type: "pause" }>> = (subscription, event) => {
  if (!(PAUSE_MONTHS as readonly number[]).includes(event.months)) return "pause_length";
  if (subscription.isPaymentDue) return "period_over";
  if (subscription.cancelAtPeriodEnd) return "canceling";
  if (subscription.hasPausedThisPeriod) return "already_paused_this_period";
  const { periodStart, periodEnd } = subscription;
  if (periodStart === null || periodEnd === null) return "not_allowed_in_state";
  const at = event.at.getTime();
  return {
    ...subscription,
    status: "paused",
    pause: {
      startedAt: event.at,
      resumesAt: addMonths(event.at, event.months),
      elapsedMs: Math.max(0, at - periodStart.getTime()),
      remainingMs: Math.max(0, periodEnd.getTime() - at),
    },
    hasPausedThisPeriod: true,
  };
};

/** Resuming (early, or the job at `resumesAt`) keeps the paid time left when the pause began. */
const resume: Handler = (subscription, event) => {
  const held = subscription.pause;
  if (held === null) return "not_allowed_in_state";
  const at = event.at.getTime();
  return {
    ...subscription,
    status: "active",
    periodStart: new Date(at - held.elapsedMs),
    periodEnd: new Date(at + held.remainingMs),
    pause: null,
  };
};

/** Which events each state accepts; anything missing is refused with `not_allowed_in_state`. */
const TABLE: Record<SubscriptionStatus, Partial<{ [T in SubscriptionEventType]: Handler<Extract<SubscriptionEvent, { type: T }>> }>> = {
  incomplete: {
    payment_succeeded: (s, e, p) => collect(s, e.at, p),
    payment_failed: (s, e, p) => fail(s, e.at, p),
    checkout_expired: (s, e) => ({ ...s, status: "expired", isPaymentDue: false, endedAt: e.at }),
    cancel_now: cancelNow,
  },
  trialing: {
    trial_ended: (s, e) => endPeriod(s, e.at),
    payment_succeeded: afterEnd(collect),
    payment_failed: afterEnd(fail),
    cancel_at_period_end: cancelAtPeriodEnd,
    undo_cancel: undoCancel,
    cancel_now: cancelNow,
    change_plan: changePlan,
  },
  active: {
    period_ended: (s, e) => endPeriod(s, e.at),
    payment_succeeded: afterEnd(collect),
    payment_failed: afterEnd(fail),
    cancel_at_period_end: cancelAtPeriodEnd,
    undo_cancel: undoCancel,
    cancel_now: cancelNow,
    pause,
    change_plan: changePlan,
  },
  past_due: {
    payment_succeeded: (s, e, p) => collect(s, e.at, p),
    payment_failed: (s, e, p) => fail(s, e.at, p),
    cancel_now: cancelNow,
  },
  paused: { resume, cancel_now: cancelNow },
  canceled: {},
  expired: {},
};

export function transition(subscription: Subscription, event: SubscriptionEvent, plans: readonly Plan[] = PLANS): TransitionResult {
  const handler = TABLE[subscription.status][event.type] as Handler | undefined;
  const outcome = handler === undefined ? "not_allowed_in_state" : handler(subscription, event, plans);
  if (typeof outcome === "string") return { ok: false, refusal: { code: outcome, status: subscription.status, event: event.type } };
  return { ok: true, subscription: outcome };
}

/** The events a state accepts at all (a given event may still be refused for its details). */
export const acceptedEvents = (status: SubscriptionStatus): SubscriptionEventType[] =>
  Object.keys(TABLE[status]) as SubscriptionEventType[];
