import { describe, expect, it } from "vitest";
import {
  cancelBody,
  cancelFlowSteps,
  CANCEL_COMMENT_MAX,
  CANCEL_STEP_TYPES,
  PURCHASE_STEP_COUNT,
  stepAfter,
  stepBefore,
} from "./cancel-flow";
import { cheaperPlans, switchablePlans } from "./plan-options";
import { planOptions } from "../server/plan-options";

describe("the cancel flow's steps", () => {
  it("reason → pause offer → plan offer → confirm, leaving out offers that cannot apply", () => {
    expect(cancelFlowSteps({ canPause: true, hasCheaperPlan: true })).toEqual(["reason", "pauseOffer", "planOffer", "confirm"]);
    expect(cancelFlowSteps({ canPause: false, hasCheaperPlan: true })).toEqual(["reason", "planOffer", "confirm"]);
    expect(cancelFlowSteps({ canPause: true, hasCheaperPlan: false })).toEqual(["reason", "pauseOffer", "confirm"]);
    expect(cancelFlowSteps({ canPause: false, hasCheaperPlan: false })).toEqual(["reason", "confirm"]);
  });

  it("never takes more steps than buying did", () => {
    for (const canPause of [true, false]) {
      for (const hasCheaperPlan of [true, false]) {
        expect(cancelFlowSteps({ canPause, hasCheaperPlan }).length).toBeLessThanOrEqual(PURCHASE_STEP_COUNT);
      }
    }
  });

  it("is made of the spec's quiz step types", () => {
    expect(Object.values(CANCEL_STEP_TYPES).flat().sort()).toEqual(
      ["cancel email", "cancel text field", "change subscription", "change subscription", "single choice"].sort(),
    );
  });

  it("moves forward and back", () => {
    const steps = cancelFlowSteps({ canPause: true, hasCheaperPlan: false });
    expect(stepAfter(steps, "reason")).toBe("pauseOffer");
    expect(stepAfter(steps, "pauseOffer")).toBe("confirm");
    expect(stepAfter(steps, "confirm")).toBeNull();
    expect(stepBefore(steps, "confirm")).toBe("pauseOffer");
    expect(stepBefore(steps, "reason")).toBeNull();
  });

  it("sends the comment only when one was written, trimmed and capped", () => {
    expect(cancelBody("too_expensive", "   ")).toEqual({ reason: "too_expensive" });
    expect(cancelBody("other", "  Moving abroad ")).toEqual({ reason: "other", comment: "Moving abroad" });
    expect(cancelBody("other", "x".repeat(900)).comment).toHaveLength(CANCEL_COMMENT_MAX);
  });
});

describe("plans to switch to", () => {
  const options = planOptions();

  it("are the same product's other renewing plans, cheapest first", () => {
    expect(switchablePlans("courses-premium-1m", "USD", options).map((plan) => plan.id)).toEqual([
      "courses-premium-3m",
      "courses-premium-12m",
      "courses-premium-12m-standard",
    ]);
    expect(switchablePlans("tutoring-8-credits", "EUR", options).map((plan) => plan.id)).toEqual([
      "tutoring-4-credits",
      "tutoring-12-credits",
    ]);
    expect(switchablePlans("group-lessons-1m", "USD", options)).toEqual([]);
    expect(switchablePlans("gone", "USD", options)).toEqual([]);
  });

  it("the cancel flow offers only cheaper ones, the closest first", () => {
    expect(cheaperPlans("tutoring-12-credits", "USD", options).map((plan) => plan.id)).toEqual([
      "tutoring-8-credits",
      "tutoring-4-credits",
    ]);
    expect(cheaperPlans("courses-premium-3m", "USD", options).map((plan) => plan.id)).toEqual(["courses-premium-1m"]);
    expect(cheaperPlans("courses-premium-1m", "USD", options)).toEqual([]);
  });
});
