import { z } from "zod";
import upsellsJson from "../../../../content/billing/upsells.json";
import { findPlan, isSubscriptionPlan, PLANS } from "./catalogue";
import { CURRENCIES, type Currency, type Plan } from "./plan-schema";
import { chargeDue, startSubscription } from "./subscription";

/**
 * The offers shown once after a purchase (content/billing/upsells.json), bought with one click on
 * the saved card (decision record 0017). An offer names the plans whose purchase triggers it and
 * the catalogue plan it sells. A one-time plan (a credit pack) may carry an upsell price per
 * currency, below the plan's regular price; a subscription plan carries none: it is charged its
 * catalogue first charge (`chargeDue` of a new subscription without a trial). No price comes from
 * anywhere else.
 */
export const UPSELLS_FILE = "content/billing/upsells.json";

const minorUnits = z.number().int("must be an integer amount in minor units").positive("must be above zero");

const offerSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase slug (a-z, 0-9, single dashes)"),
  afterPlans: z.array(z.string()).min(1),
  planId: z.string(),
  prices: z
    .strictObject(Object.fromEntries(CURRENCIES.map((currency) => [currency, minorUnits])) as Record<Currency, typeof minorUnits>)
    .optional(),
});
export type UpsellOfferDefinition = z.infer<typeof offerSchema>;

const upsellsSchema = z.strictObject({
  /** How long after the purchase the offer stands. */
  validForHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14),
  offers: z.array(offerSchema),
});
export type Upsells = z.infer<typeof upsellsSchema>;

/** Validates the upsell file against the plan catalogue; each error reads `content/billing/upsells.json: <field>: <problem>`. */
export function parseUpsells(
  input: unknown,
  plans: readonly Plan[] = PLANS,
): { ok: true; upsells: Upsells } | { ok: false; errors: string[] } {
  const parsed = upsellsSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => `${UPSELLS_FILE}: ${issue.path.join(".") || "(root)"}: ${issue.message}`),
    };
  }
  const errors: string[] = [];
  const seen = new Set<string>();
  parsed.data.offers.forEach((offer, index) => {
    const at = (field: string, message: string) => errors.push(`${UPSELLS_FILE}: offers.${index} (${offer.id}).${field}: ${message}`);
    if (seen.has(offer.id)) at("id", "duplicate id");
    seen.add(offer.id);
    offer.afterPlans.forEach((planId, i) => {
      if (findPlan(planId, plans) === undefined) at(`afterPlans.${i}`, `no plan "${planId}" in the catalogue`);
    });
    const plan = findPlan(offer.planId, plans);
    if (plan === undefined) return at("planId", `no plan "${offer.planId}" in the catalogue`);
    if (offer.afterPlans.includes(plan.id)) at("afterPlans", "an offer cannot follow the purchase of its own plan");
    if (isSubscriptionPlan(plan)) {
      if (offer.prices !== undefined) at("prices", "a subscription is offered at its catalogue price: leave prices out");
      return;
    }
    if (offer.prices === undefined) return at("prices", "required for a one-time plan");
    for (const currency of CURRENCIES) {
      if (offer.prices[currency] >= plan.prices[currency].regular) at(`prices.${currency}`, "must be below the plan's regular price");
    }
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, upsells: parsed.data };
}

export function loadUpsells(input: unknown, plans: readonly Plan[] = PLANS): Upsells {
  const result = parseUpsells(input, plans);
  if (!result.ok) throw new Error(`The upsell offers are invalid:\n${result.errors.join("\n")}`);
  return result.upsells;
}

/** The offers on show (content/billing/upsells.json), validated once when first imported. */
export const UPSELLS: Upsells = loadUpsells(upsellsJson);

/** An offer priced for one purchase: what the person is charged and what they get. */
export interface UpsellQuote {
  offerId: string;
  plan: Plan;
  kind: "credit_pack" | "subscription" | "one_time";
  currency: Currency;
  /** Minor units charged now. */
  amount: number;
  /** What the same thing costs without the offer. */
  regularAmount: number;
}

/** The offer that follows buying `planId` in `currency`, priced from the catalogue; null when none does. */
export function quoteUpsellAfter(
  planId: string,
  currency: Currency,
  upsells: Upsells = UPSELLS,
  plans: readonly Plan[] = PLANS,
): UpsellQuote | null {
  const offer = upsells.offers.find((each) => each.afterPlans.includes(planId));
  const plan = offer && findPlan(offer.planId, plans);
  if (offer === undefined || plan === undefined) return null;
  const regularAmount = plan.prices[currency].regular;
  if (isSubscriptionPlan(plan)) {
    const started = startSubscription({ planId: plan.id, currency, isTrialEligible: false, plans });
    const due = started.ok ? chargeDue(started.subscription, plans) : null;
    if (due === null) return null;
    return { offerId: offer.id, plan, kind: "subscription", currency, amount: due.amount, regularAmount };
  }
  const amount = offer.prices?.[currency];
  if (amount === undefined) return null;
  return { offerId: offer.id, plan, kind: plan.period === null ? "credit_pack" : "one_time", currency, amount, regularAmount };
}
