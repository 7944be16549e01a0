/**
 * Profile state (spec sections 3 "Profile state" and 4 "Subscription tier"), derived by pure
 * functions from what the API answered.
 */
export type Tier = "free" | "trial" | "premium";
export type GroupLessonsStatus = "none" | "active" | "canceled";

export interface AvailableProduct {
  status: string;
  category: "self study" | "tutors";
  type: string;
  trial: boolean;
}

export interface UserSettings {
  soundEffects: boolean;
  dyslexic: boolean;
  whiteNoise: boolean;
}

export const DEFAULT_SETTINGS: UserSettings = { soundEffects: true, dyslexic: false, whiteNoise: false };

export interface UserProfile {
  user_id: string;
  email: string | null;
  phone_number: string | null;
  free_for_ukraine: boolean;
  display_name: string | null;
  native_language: string | null;
  target_language: string | null;
  learning_target: "self study" | "tutors" | null;
  time_zone: string | null;
  interface_locale: string | null;
  keeper: Record<string, { value: string; updated_at: string }>;
}

export interface ProfileState {
  userProfile: UserProfile | null;
  hasCoursesPremium: boolean;
  hasTutoringSubscription: boolean;
  groupLessonsSubscriptionStatus: GroupLessonsStatus;
  isSubscriptionFetched: boolean;
  isSubscriptionFetchBlocked: boolean;
  settings: UserSettings;
  tier: Tier;
  coursesTier: Tier;
  tutoringTier: Tier;
  isPayingUser: boolean;
}

const isActive = (product: AvailableProduct) => product.status === "ok";

/** No active products → free; any active product that is not a trial → premium; otherwise trial. */
export function deriveTier(products: readonly AvailableProduct[]): Tier {
  const active = products.filter(isActive);
  if (active.length === 0) return "free";
  return active.some((product) => !product.trial) ? "premium" : "trial";
}

/** Active with a group_lessons product whose status is ok; canceled if one exists but none is ok; else none. */
export function deriveGroupLessonsStatus(products: readonly AvailableProduct[]): GroupLessonsStatus {
  const group = products.filter((product) => product.type === "group_lessons");
  if (group.length === 0) return "none";
  return group.some(isActive) ? "active" : "canceled";
}

/** A keeper value as a JSON object; anything else (missing, not JSON, not an object) is {}. */
export function parseJsonObject(value: string | undefined): Record<string, unknown> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Settings from the keeper: user_settings (soundEffects) and accessibility (dyslexic, whiteNoise). */
export function settingsFromKeeper(keeper: UserProfile["keeper"] | undefined): UserSettings {
  const userSettings = parseJsonObject(keeper?.user_settings?.value);
  const accessibility = parseJsonObject(keeper?.accessibility?.value);
  return {
    soundEffects: typeof userSettings.soundEffects === "boolean" ? userSettings.soundEffects : DEFAULT_SETTINGS.soundEffects,
    dyslexic: typeof accessibility.dyslexic === "boolean" ? accessibility.dyslexic : DEFAULT_SETTINGS.dyslexic,
    whiteNoise: typeof accessibility.whiteNoise === "boolean" ? accessibility.whiteNoise : DEFAULT_SETTINGS.whiteNoise,
  };
}

/** Saved settings are merged over the existing ones (spec sections 4 and 5). */
export function mergeSettings<T extends Record<string, unknown>>(existing: T, changes: Partial<T>): T {
  const merged = { ...existing };
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  return merged;
}

export const EMPTY_PROFILE_STATE: ProfileState = {
  userProfile: null,
  hasCoursesPremium: false,
  hasTutoringSubscription: false,
  groupLessonsSubscriptionStatus: "none",
  isSubscriptionFetched: false,
  isSubscriptionFetchBlocked: true,
  settings: DEFAULT_SETTINGS,
  tier: "free",
  coursesTier: "free",
  tutoringTier: "free",
  isPayingUser: false,
};

/**
 * The whole state. `profile`: the profile answer, or "failed". `products`: the products answer,
 * "failed", or "pending" while it is on its way.
 */
export function deriveProfileState(input: {
  isRegistered: boolean;
  profile: UserProfile | "failed" | "pending";
  products: readonly AvailableProduct[] | "failed" | "pending";
}): ProfileState {
  // No registered user: nothing is fetched for them, nothing is premium.
  if (!input.isRegistered) return EMPTY_PROFILE_STATE;
  const profile = input.profile === "failed" || input.profile === "pending" ? null : input.profile;
  const products = Array.isArray(input.products) ? input.products : [];
  const fetchFailed = input.products === "failed";
  const courses = products.filter((product) => product.category === "self study");
  const tutoring = products.filter((product) => product.category === "tutors");
  let coursesTier: Tier = fetchFailed ? "free" : deriveTier(courses);
  const tier: Tier = fetchFailed ? "free" : deriveTier(products);
  const tutoringTier: Tier = deriveTier(tutoring);
  // free_for_ukraine grants courses premium whatever the subscriptions say.
  if (profile?.free_for_ukraine) coursesTier = "premium";
  return {
    userProfile: profile,
    hasCoursesPremium: coursesTier === "premium",
    hasTutoringSubscription: tutoringTier !== "free",
    groupLessonsSubscriptionStatus: deriveGroupLessonsStatus(products),
    isSubscriptionFetched: input.products !== "pending",
    isSubscriptionFetchBlocked: false,
    // A failed profile fetch gives an empty profile and the default settings.
    settings: profile ? settingsFromKeeper(profile.keeper) : DEFAULT_SETTINGS,
    tier,
    coursesTier,
    tutoringTier,
    // Courses also set the paying-user flag: an active courses product that is not a trial.
    isPayingUser: !fetchFailed && courses.some((product) => isActive(product) && !product.trial),
  };
}
