import plansJson from "../../../../content/billing/plans.json";
import { isRenewing, parseCatalogue, type Catalogue, type Plan, type PlanCategory } from "./plan-schema";

/** Parses the catalogue; a broken file stops whoever loads it with every error, named by file and field. */
export function loadCatalogue(input: unknown): Catalogue {
  const result = parseCatalogue(input);
  if (!result.ok) throw new Error(`The plan catalogue is invalid:\n${result.errors.join("\n")}`);
  return result.catalogue;
}

/** The plans on sale (content/billing/plans.json), validated once when first imported. */
export const PLANS: readonly Plan[] = loadCatalogue(plansJson).plans;

export function findPlan(planId: string, plans: readonly Plan[] = PLANS): Plan | undefined {
  return plans.find((plan) => plan.id === planId);
}

export function plansIn(category: PlanCategory, type?: string, plans: readonly Plan[] = PLANS): Plan[] {
  return plans.filter((plan) => plan.category === category && (type === undefined || plan.type === type));
}

/** Plans that renew (every purchase type except oneTime): the ones the lifecycle state machine runs. */
export const isSubscriptionPlan = (plan: Plan) => isRenewing(plan.purchaseType);
