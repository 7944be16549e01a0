import { z } from "zod";

/**
 * The catalogue's shape (content/billing/plans.json). One source for the pricing pages, the API
 * and checkout: nothing else names a price. A broken file fails `parseCatalogue` with a message
 * that names the file and the field (plan-schema.test.ts, catalogue.test.ts).
 */
export const CATALOGUE_FILE = "content/billing/plans.json";

/** Every plan is priced in each of these; amounts are integer minor units (cents, kopiykas, paise…). */
export const CURRENCIES = ["USD", "EUR", "GBP", "UAH", "PLN", "TRY", "INR", "BRL"] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * The spec's purchase types (section 3, "Statuses"), as Lingora sells them:
 * - `oneTime`: paid once, never renews. Either access for a fixed term (`period`) or credits
 *   granted once (`period` null). No trial, no intro price.
 * - `subscription`: renews every `period` until cancelled. May start with a trial (`trialDays`)
 *   and an intro price for the first `intro.periods` period(s) (a discount: intro < regular).
 * - `twoForOneSubscription`: a subscription whose first charge, at the regular price of one
 *   period, buys two periods (`intro.periods` 2, intro = regular); it then renews at the regular
 *   price for one period. No trial.
 * - `noIntroSubscription`: a subscription charged the regular price from the first period: no
 *   trial and no intro price (for people who already had an intro or a trial, and the plain offer).
 */
export const PURCHASE_TYPES = ["oneTime", "subscription", "twoForOneSubscription", "noIntroSubscription"] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

/** What a plan includes, as catalogue keys: the pages show `billing.includes.<key>` from messages. */
export const PLAN_INCLUDES = [
  "allCourses",
  "personalPlan",
  "offlineLessons",
  "noAds",
  "progressTests",
  "twoPeriodsForOne",
  "bestValue",
  "noRenewal",
  "creditsEveryFourWeeks",
  "creditsOnce",
  "creditsLastSixMonths",
  "anyTutor",
  "rescheduleFree",
  "lessonRecordings",
  "unlimitedGroupLessons",
  "conversationClub",
  "smallGroups",
] as const;
export type PlanInclude = (typeof PLAN_INCLUDES)[number];

const minorUnits = z.number().int("must be an integer amount in minor units").positive("must be above zero");

const priceSchema = z.strictObject({ regular: minorUnits, intro: minorUnits.optional() });
export type Price = z.infer<typeof priceSchema>;

const pricesSchema = z.strictObject(
  Object.fromEntries(CURRENCIES.map((currency) => [currency, priceSchema])) as Record<Currency, typeof priceSchema>,
);

const periodSchema = z.strictObject({
  unit: z.enum(["day", "week", "month", "year"]),
  count: z.number().int().min(1).max(36),
});
export type BillingPeriod = z.infer<typeof periodSchema>;

const RENEWING: readonly PurchaseType[] = ["subscription", "twoForOneSubscription", "noIntroSubscription"];
export const isRenewing = (purchaseType: PurchaseType) => RENEWING.includes(purchaseType);

const planSchema = z
  .strictObject({
    /** Stable slug: stored with purchases and subscriptions, so never renamed. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase slug (a-z, 0-9, single dashes)"),
    category: z.enum(["self study", "tutors"]),
    /** The `products.type` it grants (the table's check: ^[a-z][a-z0-9_]{0,39}$). */
    type: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, "must match the products table's type check ^[a-z][a-z0-9_]{0,39}$"),
    purchaseType: z.enum(PURCHASE_TYPES),
    /** Billing period of a subscription; access term of a one-time purchase; null for credits only. */
    period: periodSchema.nullable(),
    trialDays: z.number().int().min(0).max(30),
    /** Periods the intro price pays for (1, or 2 for twoForOneSubscription); null without one. */
    intro: z.strictObject({ periods: z.number().int().min(1).max(2) }).nullable(),
    /** Tutoring credits granted each period (subscriptions) or once (one-time). */
    credits: z.number().int().min(0).max(100),
    prices: pricesSchema,
    includes: z.array(z.enum(PLAN_INCLUDES)).min(1),
  })
  .superRefine((plan, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const renewing = isRenewing(plan.purchaseType);
    if (renewing && plan.period === null) issue(["period"], `a ${plan.purchaseType} needs a billing period`);
    if (plan.purchaseType === "noIntroSubscription" || plan.purchaseType === "oneTime") {
      if (plan.trialDays > 0) issue(["trialDays"], `a ${plan.purchaseType} has no trial`);
      if (plan.intro !== null) issue(["intro"], `a ${plan.purchaseType} has no intro price`);
    }
    if (plan.purchaseType === "twoForOneSubscription") {
      if (plan.intro?.periods !== 2) issue(["intro", "periods"], "a twoForOneSubscription's first charge covers 2 periods");
      if (plan.trialDays > 0) issue(["trialDays"], "a twoForOneSubscription has no trial");
    }
    if (plan.purchaseType === "subscription" && plan.intro !== null && plan.intro.periods !== 1) {
      issue(["intro", "periods"], "a subscription's intro price covers 1 period");
    }
    if (plan.category === "self study" && plan.type !== "courses_premium") issue(["type"], 'a "self study" plan grants courses_premium');
    if (plan.period === null && plan.credits === 0) issue(["credits"], "a plan without a period must grant credits");
    for (const currency of CURRENCIES) {
      const price = plan.prices[currency];
      if (plan.intro === null) {
        if (price.intro !== undefined) issue(["prices", currency, "intro"], "set only when the plan has an intro");
        continue;
      }
      if (price.intro === undefined) {
        issue(["prices", currency, "intro"], "required: the plan has an intro");
        continue;
      }
      if (plan.purchaseType === "twoForOneSubscription" && price.intro !== price.regular) {
        issue(["prices", currency, "intro"], "must equal regular (two periods for the price of one)");
      }
      if (plan.purchaseType === "subscription" && price.intro >= price.regular) {
        issue(["prices", currency, "intro"], "must be below regular");
      }
    }
  });
export type Plan = z.infer<typeof planSchema>;
export type PlanCategory = Plan["category"];

export const catalogueSchema = z.strictObject({ plans: z.array(planSchema).min(1) }).superRefine((catalogue, ctx) => {
  const seen = new Set<string>();
  catalogue.plans.forEach((plan, index) => {
    if (seen.has(plan.id)) ctx.addIssue({ code: "custom", path: ["plans", index, "id"], message: `duplicate id "${plan.id}"` });
    seen.add(plan.id);
  });
});
export type Catalogue = z.infer<typeof catalogueSchema>;

/** `plans[2].prices.EUR.intro`, with the plan's id when it has one: `plans[2] (courses-premium-1m).prices…`. */
function fieldName(path: readonly PropertyKey[], input: unknown): string {
  const plans = (input as { plans?: { id?: unknown }[] } | null)?.plans;
  return path
    .map((part, index) => {
      if (typeof part !== "number") return `${index === 0 ? "" : "."}${String(part)}`;
      const id = index === 1 && path[0] === "plans" && Array.isArray(plans) ? plans[part]?.id : undefined;
      return typeof id === "string" ? `[${part}] (${id})` : `[${part}]`;
    })
    .join("");
}

export type CatalogueResult = { ok: true; catalogue: Catalogue } | { ok: false; errors: string[] };

/** Validates raw catalogue data; each error reads `content/billing/plans.json: <field>: <problem>`. */
export function parseCatalogue(input: unknown): CatalogueResult {
  const result = catalogueSchema.safeParse(input);
  if (result.success) return { ok: true, catalogue: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => `${CATALOGUE_FILE}: ${fieldName(issue.path, input) || "(root)"}: ${issue.message}`),
  };
}
