/**
 * Entitlements (spec section 3 "Available product" and section 4 "Subscription tier"): pure rules
 * that turn the products a person holds into tiers. Profile state and flag targeting both read them.
 */
export type Tier = "free" | "trial" | "premium";
export type GroupLessonsStatus = "none" | "active" | "canceled";
export type ProductCategory = "self study" | "tutors";

export interface AvailableProduct {
  status: string;
  category: ProductCategory;
  type: string;
  trial: boolean;
}

export interface Entitlements {
  tier: Tier;
  coursesTier: Tier;
  tutoringTier: Tier;
  /**
   * One-to-one tutoring alone: the tutors products that are not group lessons. The spec's
   * `tutoringTier` counts group lessons too (they are tutors products); pages that name one-to-one
   * tutoring show this one, so a group-lessons subscription is not shown as a tutoring plan.
   */
  oneToOneTier: Tier;
  hasCoursesPremium: boolean;
  hasTutoringSubscription: boolean;
  groupLessonsSubscriptionStatus: GroupLessonsStatus;
  isPayingUser: boolean;
}

/**
 * Whether a tier opens premium content (decision record 0015): a trial does, exactly like a paid
 * subscription; only "free" does not. Every gate on premium content asks this, never `=== "premium"`.
 */
export const unlocksPremium = (tier: Tier): boolean => tier !== "free";

/** status "ok" is active; anything else ("canceled", "expired", …) is not. */
export const isActiveProduct = (product: Pick<AvailableProduct, "status">) => product.status === "ok";

/** No active products → free; any active product that is not a trial → premium; otherwise trial. */
export function deriveTier(products: readonly AvailableProduct[]): Tier {
  const active = products.filter(isActiveProduct);
  if (active.length === 0) return "free";
  return active.some((product) => !product.trial) ? "premium" : "trial";
}

/** Active with a group_lessons product whose status is ok; canceled if one exists but none is ok; else none. */
export function deriveGroupLessonsStatus(products: readonly AvailableProduct[]): GroupLessonsStatus {
  const group = products.filter((product) => product.type === "group_lessons");
  if (group.length === 0) return "none";
  return group.some(isActiveProduct) ? "active" : "canceled";
}

/**
 * When a courses trial ends, for "Premium trial until <date>": the latest end of the active
 * courses trials, when the courses tier is a trial (a paid product or free for Ukraine makes it
 * premium, and then there is no trial to show). Products without an end give null.
 */
export function coursesTrialEnd(
  products: readonly (AvailableProduct & { period_end?: string | null })[] | "failed",
  coursesTier: Tier,
): string | null {
  if (products === "failed" || coursesTier !== "trial") return null;
  const ends = products
    .filter((product) => product.category === "self study" && product.trial && isActiveProduct(product) && product.period_end)
    .map((product) => product.period_end!)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return ends.at(-1) ?? null;
}

export const NO_ENTITLEMENTS: Entitlements = {
  tier: "free",
  coursesTier: "free",
  tutoringTier: "free",
  oneToOneTier: "free",
  hasCoursesPremium: false,
  hasTutoringSubscription: false,
  groupLessonsSubscriptionStatus: "none",
  isPayingUser: false,
};

/**
 * Everything the products grant. `products` is "failed" when they could not be fetched: the courses
 * tier and the overall tier are then free. `freeForUkraine` (a profile flag) grants courses premium.
 */
export function deriveEntitlements(products: readonly AvailableProduct[] | "failed", input: { freeForUkraine: boolean }): Entitlements {
  const fetchFailed = products === "failed";
  const held = fetchFailed ? [] : products;
  const courses = held.filter((product) => product.category === "self study");
  const tutoring = held.filter((product) => product.category === "tutors");
  // free_for_ukraine grants courses premium whatever the subscriptions say.
  const coursesTier: Tier = input.freeForUkraine ? "premium" : deriveTier(courses);
  const tutoringTier = deriveTier(tutoring);
  return {
    tier: deriveTier(held),
    coursesTier,
    tutoringTier,
    oneToOneTier: deriveTier(tutoring.filter((product) => product.type !== "group_lessons")),
    hasCoursesPremium: unlocksPremium(coursesTier),
    hasTutoringSubscription: tutoringTier !== "free",
    groupLessonsSubscriptionStatus: deriveGroupLessonsStatus(held),
    // Courses also set the paying-user flag: an active courses product that is not a trial.
    isPayingUser: courses.some((product) => isActiveProduct(product) && !product.trial),
  };
}
