import { isSubscriptionPlan, PLANS } from "../model/catalogue";
import type { Plan } from "../model/plan-schema";
import type { PlanOption } from "../model/plan-options";

/** The renewing plans as the settings page's plan switcher gets them (no zod, no catalogue file in the browser). */
export function planOptions(plans: readonly Plan[] = PLANS): PlanOption[] {
  return plans.filter(isSubscriptionPlan).map((plan) => ({
    id: plan.id,
    category: plan.category,
    type: plan.type,
    period: plan.period,
    regular: Object.fromEntries(Object.entries(plan.prices).map(([currency, price]) => [currency, price.regular])),
    credits: plan.credits,
  }));
}
