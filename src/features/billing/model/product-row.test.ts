import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "./billing-period";
import { findPlan } from "./catalogue";
import { deriveEntitlements } from "./entitlements";
import { productRowFor, productRowForOneTime } from "./product-row";
import { startSubscription, type Subscription } from "./subscription";
import { transition, type SubscriptionEvent } from "./subscription-lifecycle";

const T0 = new Date("2026-04-01T10:00:00Z");
const day = (n: number) => addDays(T0, n);

function reach(planId: string, ...events: SubscriptionEvent[]): Subscription {
  const started = startSubscription({ planId, currency: "EUR", isTrialEligible: true });
  if (!started.ok) throw new Error(started.code);
  return events.reduce((current, event) => {
    const result = transition(current, event);
    if (!result.ok) throw new Error(`${event.type}: ${result.refusal.code}`);
    return result.subscription;
  }, started.subscription);
}

const paid = (at: Date): SubscriptionEvent => ({ type: "payment_succeeded", at });
const failed = (at: Date): SubscriptionEvent => ({ type: "payment_failed", at });
const trialEnd = day(7);
const renewal = addMonths(trialEnd, 1);
const courses = (...events: SubscriptionEvent[]) => reach("courses-premium-1m", ...events);
const group = (...events: SubscriptionEvent[]) => reach("group-lessons-1m", ...events);

describe("productRowFor", () => {
  it.each([
    ["incomplete: no row", courses(), null],
    ["trialing: ok, trial", courses(paid(T0)), { status: "ok", trial: true, periodStart: T0, periodEnd: trialEnd }],
    [
      "active: ok",
      courses(paid(T0), { type: "trial_ended", at: trialEnd }, paid(trialEnd)),
      { status: "ok", trial: false, periodStart: trialEnd, periodEnd: renewal },
    ],
    [
      "past due after paying: ok until the last retry",
      courses(paid(T0), { type: "trial_ended", at: trialEnd }, paid(trialEnd), { type: "period_ended", at: renewal }, failed(renewal)),
      { status: "ok", trial: false, periodEnd: addDays(renewal, 7) },
    ],
    [
      "past due after a trial: still a trial",
      courses(paid(T0), { type: "trial_ended", at: trialEnd }, failed(trialEnd)),
      { status: "ok", trial: true, periodEnd: addDays(trialEnd, 7) },
    ],
    [
      "paused: not ok for the pause",
      courses(paid(T0), { type: "trial_ended", at: trialEnd }, paid(trialEnd), { type: "pause", at: day(10), months: 2 }),
      { status: "paused", trial: false, periodStart: day(10), periodEnd: addMonths(day(10), 2) },
    ],
    ["canceled", courses(paid(T0), { type: "cancel_now", at: day(3) }), { status: "canceled", trial: false, periodEnd: day(3) }],
    [
      "expired after dunning",
      courses(
        paid(T0),
        { type: "trial_ended", at: trialEnd },
        failed(trialEnd),
        failed(addDays(trialEnd, 1)),
        failed(addDays(trialEnd, 3)),
        failed(addDays(trialEnd, 7)),
      ),
      { status: "expired", trial: false, periodEnd: addDays(trialEnd, 7) },
    ],
  ] as const)("%s", (_, subscription, expected) => {
    const row = productRowFor(subscription);
    if (expected === null) expect(row).toBeNull();
    else expect(row).toMatchObject({ category: "self study", type: "courses_premium", ...expected });
  });

  it("writes statuses the products table accepts", () => {
    const rows = [courses(paid(T0)), courses(paid(T0), { type: "cancel_now", at: day(1) })].map((subscription) =>
      productRowFor(subscription),
    );
    expect(rows.every((row) => row !== null && /^[a-z][a-z0-9_]{0,19}$/.test(row.status) && /^[a-z][a-z0-9_]{0,39}$/.test(row.type))).toBe(
      true,
    );
  });
});

describe("entitlements follow the subscription", () => {
  const entitlementsOf = (...subscriptions: Subscription[]) =>
    deriveEntitlements(
      subscriptions.flatMap((subscription) => productRowFor(subscription) ?? []),
      { freeForUkraine: false },
    );

  it.each([
    ["a trial", [courses(paid(T0))], { coursesTier: "trial", hasCoursesPremium: true, isPayingUser: false }],
    [
      "a paid period",
      [courses(paid(T0), { type: "trial_ended", at: trialEnd }, paid(trialEnd))],
      { coursesTier: "premium", hasCoursesPremium: true, isPayingUser: true },
    ],
    [
      "a pause",
      [courses(paid(T0), { type: "trial_ended", at: trialEnd }, paid(trialEnd), { type: "pause", at: day(10), months: 1 })],
      { coursesTier: "free", hasCoursesPremium: false },
    ],
    ["an abandoned checkout", [courses(), group()], { tier: "free", groupLessonsSubscriptionStatus: "none" }],
    ["group lessons", [group(paid(T0))], { groupLessonsSubscriptionStatus: "active", tutoringTier: "trial" }],
    [
      "canceled group lessons",
      [group(paid(T0), { type: "cancel_now", at: day(2) })],
      { groupLessonsSubscriptionStatus: "canceled", tutoringTier: "free" },
    ],
  ] as const)("%s", (_, subscriptions, expected) => {
    expect(entitlementsOf(...subscriptions)).toMatchObject(expected);
  });
});

describe("productRowForOneTime", () => {
  it("gives courses premium for the term bought once", () => {
    expect(productRowForOneTime(findPlan("courses-premium-12m-once")!, T0)).toEqual({
      category: "self study",
      type: "courses_premium",
      status: "ok",
      trial: false,
      periodStart: T0,
      periodEnd: addMonths(T0, 12),
    });
  });

  it("gives no row for a credit pack or a subscription", () => {
    expect(productRowForOneTime(findPlan("tutoring-pack-10")!, T0)).toBeNull();
    expect(productRowForOneTime(findPlan("courses-premium-1m")!, T0)).toBeNull();
  });
});
