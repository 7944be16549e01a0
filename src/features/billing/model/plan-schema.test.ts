import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUE_FILE, parseCatalogue } from "./plan-schema";

const raw = () => JSON.parse(readFileSync(path.join(process.cwd(), CATALOGUE_FILE), "utf8")) as { plans: Record<string, unknown>[] };
const planIndex = (data: ReturnType<typeof raw>, id: string) => data.plans.findIndex((plan) => plan.id === id);
type Breaker = (plan: Record<string, any>) => void; // eslint-disable-line @typescript-eslint/no-explicit-any

describe(CATALOGUE_FILE, () => {
  it("is a valid catalogue", () => {
    const result = parseCatalogue(raw());
    expect(result.ok ? [] : result.errors).toEqual([]);
  });
});

describe("a broken plan fails with the file and the field named", () => {
  const cases: [string, string, Breaker, string][] = [
    [
      "a price in major units",
      "courses-premium-1m",
      (plan) => (plan.prices.EUR.regular = 13.99),
      "prices.EUR.regular: must be an integer amount in minor units",
    ],
    ["a missing currency", "courses-premium-3m", (plan) => delete plan.prices.INR, "prices.INR"],
    ["an unknown currency", "courses-premium-3m", (plan) => (plan.prices.JPY = { regular: 100 }), "prices"],
    [
      "an intro not below regular",
      "courses-premium-1m",
      (plan) => (plan.prices.UAH.intro = 29900),
      "prices.UAH.intro: must be below regular",
    ],
    ["an intro missing in one currency", "courses-premium-12m", (plan) => delete plan.prices.BRL.intro, "prices.BRL.intro: required"],
    [
      "an intro on a plan without one",
      "courses-premium-12m-standard",
      (plan) => (plan.prices.USD.intro = 100),
      "prices.USD.intro: set only",
    ],
    [
      "a trial on a noIntroSubscription",
      "tutoring-12-credits",
      (plan) => (plan.trialDays = 7),
      "trialDays: a noIntroSubscription has no trial",
    ],
    ["a trial on a oneTime", "tutoring-pack-5", (plan) => (plan.trialDays = 3), "trialDays: a oneTime has no trial"],
    ["two for one covering one period", "courses-premium-3m", (plan) => (plan.intro = { periods: 1 }), "intro.periods"],
    ["two for one cheaper than one", "courses-premium-3m", (plan) => (plan.prices.GBP.intro = 100), "prices.GBP.intro: must equal regular"],
    [
      "a subscription without a period",
      "group-lessons-1m",
      (plan) => (plan.period = null),
      "period: a subscription needs a billing period",
    ],
    ["a type the products table refuses", "group-lessons-1m", (plan) => (plan.type = "Group-Lessons"), "type: must match"],
    ["a self study plan granting another type", "courses-premium-1m", (plan) => (plan.type = "tutoring"), "type:"],
    ["an unknown purchase type", "tutoring-pack-10", (plan) => (plan.purchaseType = "lifetime"), "purchaseType"],
    ["an includes key no page knows", "tutoring-pack-20", (plan) => (plan.includes = ["Unlimited everything!"]), "includes[0]"],
    [
      "a credit pack without credits",
      "tutoring-pack-20",
      (plan) => (plan.credits = 0),
      "credits: a plan without a period must grant credits",
    ],
    ["an id that is not a slug", "tutoring-4-credits", (plan) => (plan.id = "Tutoring 4"), "id: must be a lowercase slug"],
    ["a field nobody reads", "tutoring-8-credits", (plan) => (plan.title = "Eight credits"), "title"],
  ];

  it.each(cases)("%s", (_, id, breakIt, expected) => {
    const data = raw();
    const index = planIndex(data, id);
    expect(index).toBeGreaterThanOrEqual(0);
    breakIt(data.plans[index]!);
    const result = parseCatalogue(data);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors.some((error) => error.startsWith(`${CATALOGUE_FILE}: plans[${index}]`) && error.includes(expected))).toBe(true);
  });

  it("refuses two plans with one id", () => {
    const data = raw();
    data.plans.push({ ...data.plans[0]! });
    const result = parseCatalogue(data);
    expect(result.ok ? [] : result.errors).toEqual([
      `${CATALOGUE_FILE}: plans[${data.plans.length - 1}] (courses-premium-1m).id: duplicate id "courses-premium-1m"`,
    ]);
  });
});
