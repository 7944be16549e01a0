/**
 * Plans a person can switch to, as the browser gets them (the server builds the list from the
 * catalogue, server/plan-options.ts): pure data and pure choices, browser-safe.
 */
export interface PlanOption {
  id: string;
  category: "self study" | "tutors";
  type: string;
  period: { unit: "day" | "week" | "month" | "year"; count: number } | null;
  /** Regular price per period, minor units, by currency. */
  regular: Record<string, number>;
  credits: number;
}

/** The other plans of the same product (courses for courses, tutoring for tutoring), cheapest first. */
export function switchablePlans(currentPlanId: string, currency: string, options: readonly PlanOption[]): PlanOption[] {
  const current = options.find((option) => option.id === currentPlanId);
  if (current === undefined) return [];
  return options
    .filter((option) => option.id !== current.id && option.category === current.category && option.type === current.type)
    .filter((option) => option.regular[currency] !== undefined)
    .sort((a, b) => a.regular[currency]! - b.regular[currency]!);
}

/** The plans cheaper per charge than the current one (the cancel flow's "smaller plan" offer), most expensive first. */
export function cheaperPlans(currentPlanId: string, currency: string, options: readonly PlanOption[]): PlanOption[] {
  const current = options.find((option) => option.id === currentPlanId);
  const price = current?.regular[currency];
  if (price === undefined) return [];
  return switchablePlans(currentPlanId, currency, options)
    .filter((option) => option.regular[currency]! < price)
    .reverse();
}
