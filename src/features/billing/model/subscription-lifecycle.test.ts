import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "./billing-period";
import { SUBSCRIPTION_STATUSES, type Subscription, type SubscriptionStatus } from "./subscription";
import { acceptedEvents, transition, type RefusalCode, type SubscriptionEvent, type SubscriptionEventType } from "./subscription-lifecycle";
import {
  T0,
  active,
  activeDue,
  activeEnd,
  canceled,
  day,
  expired,
  failed,
  incomplete,
  paid,
  pastDue,
  paused,
  run,
  start,
  trialDue,
  trialing,
  tutoring4,
} from "./subscription-test-states";

type Expectation = Partial<Subscription> | RefusalCode;
type Row = [name: string, from: Subscription, event: SubscriptionEvent, expected: Expectation];

const rows: Row[] = [
  // incomplete
  [
    "first payment with a trial starts the trial",
    incomplete,
    paid(T0),
    { status: "trialing", periodStart: T0, periodEnd: day(7), paidPeriods: 0, isPaymentDue: false },
  ],
  [
    "first payment without a trial pays the intro",
    start("courses-premium-1m", false),
    paid(T0),
    { status: "active", periodEnd: addMonths(T0, 1), paidAmount: 749, paidPeriods: 1 },
  ],
  [
    "first payment of a two-for-one covers two periods",
    start("courses-premium-3m"),
    paid(T0),
    { status: "active", periodEnd: addMonths(T0, 6), paidAmount: 2999 },
  ],
  [
    "first payment of a no-intro plan is the regular price",
    start("courses-premium-12m-standard"),
    paid(T0),
    { status: "active", periodEnd: addMonths(T0, 12), paidAmount: 7999 },
  ],
  ["a declined first payment stays on checkout", incomplete, failed(T0), { status: "incomplete", isPaymentDue: true }],
  [
    "an abandoned checkout expires",
    incomplete,
    { type: "checkout_expired", at: day(1) },
    { status: "expired", endedAt: day(1), isPaymentDue: false },
  ],
  ["cancel now before paying", incomplete, { type: "cancel_now", at: T0 }, { status: "canceled", endedAt: T0 }],
  // trialing
  ["the trial end before its time", trialing, { type: "trial_ended", at: day(6) }, "not_yet_due"],
  ["the trial ends: the first charge is due", trialing, { type: "trial_ended", at: day(7) }, { status: "trialing", isPaymentDue: true }],
  ["the trial end replayed", trialDue, { type: "trial_ended", at: day(7) }, "already_due"],
  [
    "the trial ends after cancel at period end",
    run(trialing, { type: "cancel_at_period_end", at: day(2) }),
    { type: "trial_ended", at: day(7) },
    { status: "canceled", endedAt: day(7) },
  ],
  [
    "the trial converts at the intro price",
    trialDue,
    paid(day(7)),
    { status: "active", periodStart: day(7), periodEnd: addMonths(day(7), 1), paidAmount: 749, paidPeriods: 1 },
  ],
  ["a payment result during the trial (nothing due)", trialing, paid(day(3)), "no_payment_due"],
  [
    "the conversion charge fails: dunning",
    trialDue,
    failed(day(7)),
    { status: "past_due", periodStart: day(7), dunning: { failedAt: day(7), retries: 0 } },
  ],
  ["the conversion of a plan no longer in the catalogue", { ...trialDue, planId: "courses-premium-retired" }, paid(day(7)), "unknown_plan"],
  ["a failure during the trial (nothing due)", trialing, failed(day(3)), "no_payment_due"],
  ["cancel at the trial's end", trialing, { type: "cancel_at_period_end", at: day(2) }, { status: "trialing", cancelAtPeriodEnd: true }],
  ["cancel at the end once the trial is over", trialDue, { type: "cancel_at_period_end", at: day(7) }, "period_over"],
  [
    "undo the cancel during the trial",
    run(trialing, { type: "cancel_at_period_end", at: day(2) }),
    { type: "undo_cancel", at: day(3) },
    { cancelAtPeriodEnd: false },
  ],
  ["undo a cancel never asked", trialing, { type: "undo_cancel", at: day(3) }, "not_canceling"],
  ["cancel the trial now", trialing, { type: "cancel_now", at: day(2) }, { status: "canceled", endedAt: day(2) }],
  [
    "change plan during the trial: at once, the trial goes on",
    trialing,
    { type: "change_plan", at: day(2), planId: "courses-premium-12m" },
    { planId: "courses-premium-12m", periodEnd: day(7) },
  ],
  ["change to another product", trialing, { type: "change_plan", at: day(2), planId: "tutoring-8-credits" }, "other_product"],
  ["pause a trial", trialing, { type: "pause", at: day(2), months: 1 }, "not_allowed_in_state"],
  // active
  ["the period end before its time", active, { type: "period_ended", at: day(20) }, "not_yet_due"],
  ["the period ends: the renewal is due", active, { type: "period_ended", at: activeEnd }, { status: "active", isPaymentDue: true }],
  ["the period end replayed", activeDue, { type: "period_ended", at: activeEnd }, "already_due"],
  [
    "the period ends after cancel at period end",
    run(active, { type: "cancel_at_period_end", at: day(9) }),
    { type: "period_ended", at: activeEnd },
    { status: "canceled", endedAt: activeEnd },
  ],
  [
    "the period ends with a downgrade waiting: it applies",
    run(start("courses-premium-12m-standard"), paid(T0), { type: "change_plan", at: day(3), planId: "courses-premium-1m" }),
    { type: "period_ended", at: addMonths(T0, 12) },
    { planId: "courses-premium-1m", pendingPlanId: null, isPaymentDue: true },
  ],
  [
    "the renewal is paid at the regular price",
    activeDue,
    paid(activeEnd),
    { status: "active", periodStart: activeEnd, periodEnd: addMonths(activeEnd, 1), paidAmount: 1499, paidPeriods: 2 },
  ],
  ["the renewal's success replayed", active, paid(day(8)), "no_payment_due"],
  [
    "the renewal fails: dunning",
    activeDue,
    failed(activeEnd),
    { status: "past_due", periodStart: activeEnd, periodEnd: addMonths(activeEnd, 1), dunning: { failedAt: activeEnd, retries: 0 } },
  ],
  ["a failure with nothing due", active, failed(day(9)), "no_payment_due"],
  // out of order: the payment result before the clock event
  [
    "a trial's conversion paid before trial_ended arrives",
    trialing,
    paid(day(7)),
    { status: "active", periodStart: day(7), paidAmount: 749, paidPeriods: 1 },
  ],
  [
    "a renewal paid before period_ended arrives",
    active,
    paid(activeEnd),
    { status: "active", periodStart: activeEnd, paidAmount: 1499, paidPeriods: 2 },
  ],
  [
    "a renewal failing before period_ended arrives",
    active,
    failed(activeEnd),
    { status: "past_due", periodStart: activeEnd, dunning: { failedAt: activeEnd, retries: 0 } },
  ],
  ["the early renewal's success replayed", run(active, paid(activeEnd)), paid(activeEnd), "no_payment_due"],
  ["period_ended arriving after the early renewal", run(active, paid(activeEnd)), { type: "period_ended", at: activeEnd }, "not_yet_due"],
  [
    "a payment after the end of a canceling period",
    run(active, { type: "cancel_at_period_end", at: day(9) }),
    paid(activeEnd),
    "no_payment_due",
  ],
  ["cancel at period end", active, { type: "cancel_at_period_end", at: day(9) }, { status: "active", cancelAtPeriodEnd: true }],
  [
    "cancel at period end twice",
    run(active, { type: "cancel_at_period_end", at: day(9) }),
    { type: "cancel_at_period_end", at: day(10) },
    "already_canceling",
  ],
  [
    "undo the cancel",
    run(active, { type: "cancel_at_period_end", at: day(9) }),
    { type: "undo_cancel", at: day(10) },
    { status: "active", cancelAtPeriodEnd: false },
  ],
  ["cancel now", active, { type: "cancel_now", at: day(10) }, { status: "canceled", endedAt: day(10) }],
  [
    "pause for a month",
    active,
    { type: "pause", at: day(17), months: 1 },
    {
      status: "paused",
      hasPausedThisPeriod: true,
      pause: {
        startedAt: day(17),
        resumesAt: addMonths(day(17), 1),
        elapsedMs: 10 * 86_400_000,
        remainingMs: activeEnd.getTime() - day(17).getTime(),
      },
    },
  ],
  ["pause for three months", active, { type: "pause", at: day(17), months: 3 }, { status: "paused" }],
  ["pause for no months", active, { type: "pause", at: day(17), months: 0 }, "pause_length"],
  ["pause for four months", active, { type: "pause", at: day(17), months: 4 }, "pause_length"],
  [
    "pause twice in a period",
    run(paused, { type: "resume", at: day(30) }),
    { type: "pause", at: day(31), months: 1 },
    "already_paused_this_period",
  ],
  [
    "pause again after a renewal",
    run(paused, { type: "resume", at: day(30) }, { type: "period_ended", at: addDays(activeEnd, 13) }, paid(addDays(activeEnd, 13))),
    { type: "pause", at: addDays(activeEnd, 14), months: 1 },
    { status: "paused" },
  ],
  [
    "pause while canceling",
    run(active, { type: "cancel_at_period_end", at: day(9) }),
    { type: "pause", at: day(10), months: 1 },
    "canceling",
  ],
  ["pause with the renewal due", activeDue, { type: "pause", at: activeEnd, months: 1 }, "period_over"],
  [
    "upgrade to another period length: a new period now",
    active,
    { type: "change_plan", at: day(17), planId: "courses-premium-12m" },
    { planId: "courses-premium-12m", periodStart: day(17), periodEnd: addMonths(day(17), 12), paidAmount: 7999 },
  ],
  [
    "upgrade in the same period length: the period stays",
    tutoring4,
    { type: "change_plan", at: day(14), planId: "tutoring-8-credits" },
    { planId: "tutoring-8-credits", periodStart: T0, periodEnd: day(28), paidAmount: 10999 },
  ],
  [
    "downgrade: at the renewal",
    run(tutoring4, { type: "change_plan", at: day(1), planId: "tutoring-12-credits" }),
    { type: "change_plan", at: day(2), planId: "tutoring-8-credits" },
    { planId: "tutoring-12-credits", pendingPlanId: "tutoring-8-credits" },
  ],
  [
    "choose the current plan again: the downgrade is taken back",
    run(
      active,
      { type: "change_plan", at: day(9), planId: "courses-premium-12m" },
      { type: "change_plan", at: day(10), planId: "courses-premium-3m" },
    ),
    { type: "change_plan", at: day(11), planId: "courses-premium-12m" },
    { planId: "courses-premium-12m", pendingPlanId: null },
  ],
  ["change to the same plan", active, { type: "change_plan", at: day(9), planId: "courses-premium-1m" }, "same_plan"],
  ["change to a one-time purchase", active, { type: "change_plan", at: day(9), planId: "courses-premium-12m-once" }, "not_a_subscription"],
  ["change to an unknown plan", active, { type: "change_plan", at: day(9), planId: "courses-premium-99m" }, "unknown_plan"],
  ["change plan with the renewal due", activeDue, { type: "change_plan", at: activeEnd, planId: "courses-premium-12m" }, "period_over"],
  ["resume what is not paused", active, { type: "resume", at: day(9) }, "not_allowed_in_state"],
  // past_due: retries on day 1, 3 and 7 after the failure, then expired
  ["a retry before day 1", pastDue, failed(addDays(activeEnd, 0.5)), "not_yet_due"],
  ["retry 1 fails on day 1", pastDue, failed(addDays(activeEnd, 1)), { status: "past_due", dunning: { failedAt: activeEnd, retries: 1 } }],
  [
    "retry 2 fails on day 3",
    run(pastDue, failed(addDays(activeEnd, 1))),
    failed(addDays(activeEnd, 3)),
    { status: "past_due", dunning: { failedAt: activeEnd, retries: 2 } },
  ],
  ["retry 2 before day 3 (a replayed failure)", run(pastDue, failed(addDays(activeEnd, 1))), failed(addDays(activeEnd, 1)), "not_yet_due"],
  [
    "retry 3 fails on day 7: expired",
    run(pastDue, failed(addDays(activeEnd, 1)), failed(addDays(activeEnd, 3))),
    failed(addDays(activeEnd, 7)),
    { status: "expired", endedAt: addDays(activeEnd, 7), dunning: null },
  ],
  [
    "a retry succeeds: active on the period it paid",
    run(pastDue, failed(addDays(activeEnd, 1))),
    paid(addDays(activeEnd, 3)),
    { status: "active", periodStart: activeEnd, periodEnd: addMonths(activeEnd, 1), paidAmount: 1499, paidPeriods: 2, dunning: null },
  ],
  [
    "cancel now while past due",
    pastDue,
    { type: "cancel_now", at: addDays(activeEnd, 2) },
    { status: "canceled", dunning: null, isPaymentDue: false },
  ],
  ["cancel at period end while past due", pastDue, { type: "cancel_at_period_end", at: addDays(activeEnd, 2) }, "not_allowed_in_state"],
  ["pause while past due", pastDue, { type: "pause", at: addDays(activeEnd, 2), months: 1 }, "not_allowed_in_state"],
  [
    "change plan while past due",
    pastDue,
    { type: "change_plan", at: addDays(activeEnd, 2), planId: "courses-premium-12m" },
    "not_allowed_in_state",
  ],
  // paused (at day 17 of [day 7, day 37]: 10 days used, 20 left)
  [
    "resume early keeps the paid days left",
    paused,
    { type: "resume", at: day(40) },
    { status: "active", periodStart: day(30), periodEnd: addDays(day(40), 20), pause: null },
  ],
  [
    "resume when the pause ends",
    paused,
    { type: "resume", at: addMonths(day(17), 2) },
    { status: "active", periodEnd: addDays(addMonths(day(17), 2), 20) },
  ],
  ["cancel while paused", paused, { type: "cancel_now", at: day(20) }, { status: "canceled", pause: null, endedAt: day(20) }],
  ["pay while paused", paused, paid(day(20)), "not_allowed_in_state"],
  ["pause while paused", paused, { type: "pause", at: day(20), months: 1 }, "not_allowed_in_state"],
  // ended
  ["anything once canceled", canceled, { type: "undo_cancel", at: day(11) }, "not_allowed_in_state"],
  ["anything once expired", expired, paid(day(2)), "not_allowed_in_state"],
];

describe("subscription lifecycle", () => {
  it.each(rows)("%s", (_, from, event, expected) => {
    const result = transition(from, event);
    if (typeof expected === "string") {
      expect(result).toEqual({ ok: false, refusal: { code: expected, status: from.status, event: event.type } });
    } else {
      expect(result.ok ? result.subscription : result.refusal).toMatchObject(expected);
    }
  });

  const ACCEPTED: Record<SubscriptionStatus, SubscriptionEventType[]> = {
    incomplete: ["payment_succeeded", "payment_failed", "checkout_expired", "cancel_now"],
    trialing: ["trial_ended", "payment_succeeded", "payment_failed", "cancel_at_period_end", "undo_cancel", "cancel_now", "change_plan"],
    active: [
      "period_ended",
      "payment_succeeded",
      "payment_failed",
      "cancel_at_period_end",
      "undo_cancel",
      "cancel_now",
      "pause",
      "change_plan",
    ],
    past_due: ["payment_succeeded", "payment_failed", "cancel_now"],
    paused: ["resume", "cancel_now"],
    canceled: [],
    expired: [],
  };
  const ALL_EVENTS: SubscriptionEventType[] = [
    "payment_succeeded",
    "payment_failed",
    "checkout_expired",
    "trial_ended",
    "period_ended",
    "cancel_at_period_end",
    "undo_cancel",
    "cancel_now",
    "pause",
    "resume",
    "change_plan",
  ];
  const someOf: Record<SubscriptionStatus, Subscription> = { incomplete, trialing, active, past_due: pastDue, paused, canceled, expired };

  it.each(SUBSCRIPTION_STATUSES)("%s accepts exactly its events; every accepted event has a row above", (status) => {
    expect(acceptedEvents(status).sort()).toEqual([...ACCEPTED[status]].sort());
    for (const type of ALL_EVENTS.filter((event) => !ACCEPTED[status].includes(event))) {
      const event = { type, at: day(60), months: 1, planId: "courses-premium-12m" } as SubscriptionEvent;
      expect(transition(someOf[status], event)).toEqual({ ok: false, refusal: { code: "not_allowed_in_state", status, event: type } });
    }
    const covered = new Set(rows.filter(([, from]) => from.status === status).map(([, , event]) => event.type));
    expect(ACCEPTED[status].filter((event) => !covered.has(event))).toEqual([]);
  });

  it("never changes the subscription it was given", () => {
    const before = structuredClone(active);
    transition(active, { type: "pause", at: day(17), months: 1 });
    expect(active).toEqual(before);
  });
});
