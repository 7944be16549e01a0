import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "./billing-period";
import { nextChargeOf } from "./next-charge";
import {
  active,
  activeDue,
  activeEnd,
  canceled,
  day,
  pastDue,
  paused,
  run,
  trialDue,
  trialing,
  tutoring4,
} from "./subscription-test-states";
import { clockEventFor, isChargeDueNow, renewalChargeKey } from "./wake-up";

describe("clockEventFor", () => {
  it.each([
    ["a trial before its end", trialing, day(6), null],
    ["a trial at its end", trialing, day(7), "trial_ended"],
    ["an active period before its end", active, addDays(activeEnd, -1), null],
    ["an active period after its end", active, addDays(activeEnd, 1), "period_ended"],
    ["a period already ended (charge due)", activeDue, addDays(activeEnd, 1), null],
    ["a pause before it ends", paused, addMonths(day(17), 1), null],
    ["a pause that ended", paused, addMonths(day(17), 3), "resume"],
    ["a canceled subscription", canceled, day(400), null],
  ] as const)("%s", (_, subscription, now, expected) => {
    expect(clockEventFor(subscription, now)?.type ?? null).toBe(expected);
  });

  it("a pause resumes at its end even when the job runs later", () => {
    expect(clockEventFor(paused, addMonths(day(17), 3))).toEqual({ type: "resume", at: addMonths(day(17), 2) });
  });
});

describe("isChargeDueNow and the renewal key", () => {
  it("a trial or period that ended is due at once; a dunning retry on its day", () => {
    expect(isChargeDueNow(trialDue, day(7))).toBe(true);
    expect(isChargeDueNow(active, day(8))).toBe(false);
    expect(isChargeDueNow(pastDue, addDays(activeEnd, 0.5))).toBe(false);
    expect(isChargeDueNow(pastDue, addDays(activeEnd, 1))).toBe(true);
  });

  it("one key per period and attempt: the first try and each retry differ, a replay repeats", () => {
    const first = renewalChargeKey("s1", activeDue);
    const retry1 = renewalChargeKey("s1", pastDue);
    const retry2 = renewalChargeKey("s1", run(pastDue, { type: "payment_failed", at: addDays(activeEnd, 1) }));
    expect(first).toBe(`renewal:s1:${activeEnd.toISOString()}:0`);
    expect(retry1).toBe(`renewal:s1:${activeEnd.toISOString()}:1`);
    expect(retry2).toBe(`renewal:s1:${activeEnd.toISOString()}:2`);
    expect(renewalChargeKey("s1", activeDue)).toBe(first);
  });
});

describe("nextChargeOf", () => {
  it("the trial's first charge at the intro price, the renewal at the regular price, none while canceling", () => {
    expect(nextChargeOf(trialing)).toEqual({ at: day(7), amount: 749, currency: "USD" });
    expect(nextChargeOf(active)).toEqual({ at: activeEnd, amount: 1499, currency: "USD" });
    expect(nextChargeOf(run(active, { type: "cancel_at_period_end", at: day(9) }))).toBeNull();
    expect(nextChargeOf(canceled)).toBeNull();
  });

  it("a downgrade waiting for the renewal is charged at its price; a retry on its day; after a pause, when the paid time runs out", () => {
    const downgraded = run(run(tutoring4, { type: "change_plan", at: day(1), planId: "tutoring-8-credits" }), {
      type: "change_plan",
      at: day(2),
      planId: "tutoring-4-credits",
    });
    expect(nextChargeOf(downgraded)).toMatchObject({ amount: 5999 });
    expect(nextChargeOf(pastDue)).toEqual({ at: addDays(activeEnd, 1), amount: 1499, currency: "USD" });
    const pause = paused.pause!;
    expect(nextChargeOf(paused)).toEqual({ at: new Date(pause.resumesAt.getTime() + pause.remainingMs), amount: 1499, currency: "USD" });
  });
});
