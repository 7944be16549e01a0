import { describe, expect, it } from "vitest";
import { PLANS } from "./catalogue";
import { parseUpsells, quoteUpsellAfter, UPSELLS } from "./upsell-offers";

const pack = { USD: 5999, EUR: 5599, GBP: 4899, UAH: 119900, PLN: 19999, TRY: 96999, INR: 194900, BRL: 16490 };

describe("the upsell offers (content/billing/upsells.json)", () => {
  it("the file is valid against the plan catalogue", () => {
    expect(parseUpsells(UPSELLS)).toMatchObject({ ok: true });
  });

  it("after courses premium: a 5-credit pack below its catalogue price; after a tutoring plan: courses premium 3 months at its first charge", () => {
    expect(quoteUpsellAfter("courses-premium-1m", "EUR")).toMatchObject({
      offerId: "tutoring-pack-5-after-courses",
      kind: "credit_pack",
      amount: 5599,
      regularAmount: 7499,
    });
    const courses = quoteUpsellAfter("tutoring-4-credits", "UAH");
    expect(courses).toMatchObject({ offerId: "courses-premium-3m-after-tutoring", kind: "subscription", amount: 59900 });
    expect(courses!.plan.id).toBe("courses-premium-3m");
    expect(quoteUpsellAfter("tutoring-pack-5", "USD")).toBeNull();
  });

  it.each([
    ["an unknown plan", { planId: "nope", afterPlans: ["courses-premium-1m"], prices: pack }, "offers.0 (x).planId: no plan"],
    ["an unknown trigger", { planId: "tutoring-pack-5", afterPlans: ["gone"], prices: pack }, "afterPlans.0: no plan"],
    ["a pack without prices", { planId: "tutoring-pack-5", afterPlans: ["courses-premium-1m"] }, "prices: required for a one-time plan"],
    [
      "a price at the regular price",
      { planId: "tutoring-pack-5", afterPlans: ["courses-premium-1m"], prices: { ...pack, USD: 7999 } },
      "prices.USD: must be below",
    ],
    [
      "a subscription with its own price",
      { planId: "courses-premium-3m", afterPlans: ["tutoring-4-credits"], prices: pack },
      "leave prices out",
    ],
    [
      "an offer after its own plan",
      { planId: "tutoring-pack-5", afterPlans: ["tutoring-pack-5"], prices: pack },
      "cannot follow the purchase of its own plan",
    ],
  ])("refuses %s, naming the field", (_, offer, message) => {
    const result = parseUpsells({ validForHours: 24, offers: [{ id: "x", ...offer }] }, PLANS);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.join("\n")).toContain(message);
  });

  it("refuses a missing currency and a fraction by the zod schema", () => {
    const withoutUsd: Partial<typeof pack> = { ...pack };
    delete withoutUsd.USD;
    const result = parseUpsells({
      validForHours: 24,
      offers: [{ id: "x", planId: "tutoring-pack-5", afterPlans: ["courses-premium-1m"], prices: withoutUsd }],
    });
    expect(!result.ok && result.errors[0]).toContain("content/billing/upsells.json: offers.0.prices.USD");
  });
});
