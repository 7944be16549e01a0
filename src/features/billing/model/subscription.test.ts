import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "./billing-period";
import { chargeDue, nextWakeUp, startSubscription } from "./subscription";
import {
  active,
  activeDue,
  activeEnd,
  canceled,
  day,
  failed,
  incomplete,
  pastDue,
  paused,
  run,
  start,
  trialDue,
  trialing,
} from "./subscription-test-states";

describe("starting a subscription", () => {
  it("refuses to start a one-time purchase or an unknown plan", () => {
    expect(startSubscription({ planId: "tutoring-pack-5", currency: "USD", isTrialEligible: true })).toEqual({
      ok: false,
      code: "not_a_subscription",
    });
    expect(startSubscription({ planId: "nope", currency: "USD", isTrialEligible: true })).toEqual({ ok: false, code: "unknown_plan" });
  });

  it("grants the plan's trial only to those eligible", () => {
    expect(start("courses-premium-1m").trialDays).toBe(7);
    expect(start("courses-premium-1m", false).trialDays).toBe(0);
    expect(start("courses-premium-3m").trialDays).toBe(0);
  });
});

describe("the charge due", () => {
  it.each([
    ["a trial's card check", incomplete, { amount: 0, periods: 0 }],
    ["no trial: the intro", start("courses-premium-1m", false), { amount: 749, periods: 1 }],
    ["two for one", start("courses-premium-3m"), { amount: 2999, periods: 2 }],
    ["the trial's conversion: the intro", trialDue, { amount: 749, periods: 1 }],
    ["a renewal: the regular price", activeDue, { amount: 1499, periods: 1 }],
    ["a dunning retry: the renewal's amount", pastDue, { amount: 1499, periods: 1 }],
    ["a conversion retry: still the intro", run(trialDue, failed(day(7))), { amount: 749, periods: 1 }],
  ] as const)("%s", (_, subscription, expected) => {
    expect(chargeDue(subscription)).toMatchObject({ currency: "USD", ...expected });
  });

  it("is null when nothing is due", () => {
    expect(chargeDue(trialing)).toBeNull();
    expect(chargeDue(active)).toBeNull();
    expect(chargeDue(canceled)).toBeNull();
  });
});

describe("the next wake-up of the scheduled jobs", () => {
  it.each([
    ["a trial: its end", trialing, day(7)],
    ["an active period: its end", active, activeEnd],
    ["a renewal in flight: none", activeDue, null],
    ["past due: retry 1 on day 1", pastDue, addDays(activeEnd, 1)],
    ["past due after retry 1: day 3", run(pastDue, failed(addDays(activeEnd, 1))), addDays(activeEnd, 3)],
    ["past due after retry 2: day 7", run(pastDue, failed(addDays(activeEnd, 1)), failed(addDays(activeEnd, 3))), addDays(activeEnd, 7)],
    ["paused: the resume date", paused, addMonths(day(17), 2)],
    ["incomplete: none", incomplete, null],
    ["canceled: none", canceled, null],
  ] as const)("%s", (_, subscription, expected) => {
    expect(nextWakeUp(subscription)).toEqual(expected);
  });
});
