import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "./billing-period";
import { nextCharge } from "./next-charge";
import type { Subscription } from "./subscription";
import {
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
  T0,
  trialing,
  tutoring4,
} from "./subscription-test-states";

const charge = (subscription: Subscription) => {
  const next = nextCharge(subscription);
  return next && { at: next.at.toISOString(), amount: next.amount, currency: next.currency, planId: next.planId };
};
const iso = (date: Date) => date.toISOString();

describe("the next charge", () => {
  it("in a trial: the first charge at the trial end, at the intro price when the plan has one", () => {
    expect(charge(trialing)).toEqual({ at: iso(day(7)), amount: 749, currency: "USD", planId: "courses-premium-1m" });
    const yearly = run(start("courses-premium-12m"), paid(T0));
    expect(charge(yearly)).toEqual({ at: iso(day(7)), amount: 5999, currency: "USD", planId: "courses-premium-12m" });
    // No intro price: the regular price after the trial.
    const group = run(start("group-lessons-1m"), paid(T0));
    expect(charge(group)).toEqual({ at: iso(day(7)), amount: 2999, currency: "USD", planId: "group-lessons-1m" });
  });

  it("active: the renewal at the period end, at the regular price after the intro", () => {
    expect(charge(active)).toEqual({ at: iso(activeEnd), amount: 1499, currency: "USD", planId: "courses-premium-1m" });
    expect(charge(tutoring4)).toEqual({ at: iso(addDays(T0, 28)), amount: 5999, currency: "USD", planId: "tutoring-4-credits" });
    // Two for one: the first charge paid two periods; the renewal is one period at the regular price.
    const twoForOne = run(start("courses-premium-3m"), paid(T0));
    expect(charge(twoForOne)).toEqual({ at: iso(addMonths(T0, 6)), amount: 2999, currency: "USD", planId: "courses-premium-3m" });
  });

  it("active with a downgrade waiting: the renewal charges the new plan's price", () => {
    const yearly = run(start("courses-premium-12m", false), paid(T0), { type: "change_plan", at: day(3), planId: "courses-premium-1m" });
    expect(yearly.pendingPlanId).toBe("courses-premium-1m");
    expect(charge(yearly)).toEqual({ at: iso(addMonths(T0, 12)), amount: 1499, currency: "USD", planId: "courses-premium-1m" });
    const tutoring = run(start("tutoring-8-credits"), paid(T0), { type: "change_plan", at: day(1), planId: "tutoring-4-credits" });
    expect(charge(tutoring)).toMatchObject({ amount: 5999, planId: "tutoring-4-credits" });
  });

  it("a period that ended and awaits its charge: that charge, dated at the period end", () => {
    expect(charge(activeDue)).toEqual({ at: iso(activeEnd), amount: 1499, currency: "USD", planId: "courses-premium-1m" });
  });

  it("canceling at the period end (in a trial or a paid period): none", () => {
    expect(charge(run(trialing, { type: "cancel_at_period_end", at: day(2) }))).toBeNull();
    expect(charge(run(active, { type: "cancel_at_period_end", at: day(9) }))).toBeNull();
    // Undoing the cancel brings the renewal back.
    const undone = run(active, { type: "cancel_at_period_end", at: day(9) }, { type: "undo_cancel", at: day(10) });
    expect(charge(undone)).toMatchObject({ at: iso(activeEnd), amount: 1499 });
  });

  it("paused: after the pause the paid time left runs on; the renewal follows it", () => {
    const remaining = activeEnd.getTime() - day(17).getTime();
    const resumesAt = addMonths(day(17), 2);
    expect(charge(paused)).toEqual({
      at: iso(new Date(resumesAt.getTime() + remaining)),
      amount: 1499,
      currency: "USD",
      planId: "courses-premium-1m",
    });
    // It is where the renewal lands once the pause ends on time.
    const resumed = run(paused, { type: "resume", at: resumesAt });
    expect(charge(resumed)?.at).toBe(charge(paused)?.at);
  });

  it("past due: the next retry of the failed charge; none once the retries are over", () => {
    expect(charge(pastDue)).toEqual({ at: iso(addDays(activeEnd, 1)), amount: 1499, currency: "USD", planId: "courses-premium-1m" });
    const second = run(pastDue, failed(addDays(activeEnd, 1)));
    expect(charge(second)?.at).toBe(iso(addDays(activeEnd, 3)));
    const ended = run(second, failed(addDays(activeEnd, 3)), failed(addDays(activeEnd, 7)));
    expect(ended.status).toBe("expired");
    expect(charge(ended)).toBeNull();
  });

  it("canceled, expired and incomplete: none", () => {
    expect(charge(canceled)).toBeNull();
    expect(charge(expired)).toBeNull();
    expect(charge(incomplete)).toBeNull();
  });
});
