import { describe, expect, it } from "vitest";
import { availableActions, isCurrent, statusBadge, type ViewStatus } from "./subscription-actions";
import { acceptedEvents } from "./subscription-lifecycle";

const none = { changePlan: false, pause: false, resume: false, cancel: false, undoCancel: false, portal: false };

describe("the actions a subscription offers", () => {
  it.each<[string, ViewStatus, boolean, Partial<typeof none>]>([
    ["a trial", "trialing", false, { changePlan: true, cancel: true }],
    ["a trial being cancelled", "trialing", true, { undoCancel: true }],
    ["a paid period", "active", false, { changePlan: true, pause: true, cancel: true }],
    ["a paid period being cancelled", "active", true, { undoCancel: true }],
    ["a pause", "paused", false, { resume: true }],
    ["a failed renewal", "past_due", false, {}],
    ["canceled", "canceled", false, {}],
    ["expired", "expired", false, {}],
    ["not paid yet", "incomplete", false, {}],
  ])("%s", (_, status, cancelAtPeriodEnd, expected) => {
    expect(availableActions({ status, cancelAtPeriodEnd })).toEqual({ ...none, ...expected });
  });

  it.each<[string, ViewStatus, boolean, Partial<typeof none>]>([
    ["a trial", "trialing", false, { cancel: true, portal: true }],
    ["a trial being cancelled", "trialing", true, { portal: true }],
    ["a paid period", "active", false, { cancel: true, portal: true }],
    ["a paid period being cancelled", "active", true, { portal: true }],
    ["a pause", "paused", false, { portal: true }],
    ["a failed renewal", "past_due", false, { portal: true }],
    ["canceled", "canceled", false, {}],
    ["expired", "expired", false, {}],
    ["not paid yet", "incomplete", false, {}],
  ])("managed at the provider, %s: cancel here, the rest in the provider's portal", (_, status, cancelAtPeriodEnd, expected) => {
    expect(availableActions({ status, cancelAtPeriodEnd, managedAtProvider: true })).toEqual({ ...none, ...expected });
  });

  it("offers only what the state machine accepts in that state", () => {
    const event = {
      changePlan: "change_plan",
      pause: "pause",
      resume: "resume",
      cancel: "cancel_at_period_end",
      undoCancel: "undo_cancel",
    } as const;
    for (const status of ["incomplete", "trialing", "active", "past_due", "paused", "canceled", "expired"] as const) {
      for (const cancelAtPeriodEnd of [false, true]) {
        const { portal, ...actions } = availableActions({ status, cancelAtPeriodEnd });
        expect(portal).toBe(false);
        for (const [action, offered] of Object.entries(actions)) {
          if (offered) expect(acceptedEvents(status), `${action} in ${status}`).toContain(event[action as keyof typeof event]);
        }
      }
    }
  });

  it("a running subscription being cancelled shows 'canceling'; the others their status", () => {
    expect(statusBadge({ status: "active", cancelAtPeriodEnd: true })).toBe("canceling");
    expect(statusBadge({ status: "trialing", cancelAtPeriodEnd: true })).toBe("canceling");
    expect(statusBadge({ status: "active", cancelAtPeriodEnd: false })).toBe("active");
    expect(statusBadge({ status: "canceled", cancelAtPeriodEnd: true })).toBe("canceled");
  });

  it("current means giving access now", () => {
    expect((["trialing", "active", "past_due", "paused"] as const).every(isCurrent)).toBe(true);
    expect((["incomplete", "canceled", "expired"] as const).some(isCurrent)).toBe(false);
  });
});
