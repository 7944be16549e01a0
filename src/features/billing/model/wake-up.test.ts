import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "./billing-period";
import { active, activeDue, activeEnd, canceled, day, pastDue, paused, run, trialDue, trialing } from "./subscription-test-states";
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
