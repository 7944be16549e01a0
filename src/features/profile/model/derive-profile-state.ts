/**
 * Profile state (spec sections 3 "Profile state" and 4 "Subscription tier"), derived by pure
 * functions from what the API answered.
 */
import type { V1Schemas } from "@/lib/api-client";
import { coursesTrialEnd, deriveEntitlements, NO_ENTITLEMENTS, type AvailableProduct, type Entitlements } from "@/features/billing";

export type { AvailableProduct, GroupLessonsStatus, Tier } from "@/features/billing";

export interface UserSettings {
  soundEffects: boolean;
  dyslexic: boolean;
  whiteNoise: boolean;
}

export const DEFAULT_SETTINGS: UserSettings = { soundEffects: true, dyslexic: false, whiteNoise: false };

/** The answer of GET /v1/profiles, as the OpenAPI document describes it (one definition: the API's schema). */
export type UserProfile = V1Schemas["schemas"]["Profile"];

export interface ProfileState extends Entitlements {
  userProfile: UserProfile | null;
  isSubscriptionFetched: boolean;
  isSubscriptionFetchBlocked: boolean;
  settings: UserSettings;
  /** When the courses trial ends (ISO time), while the courses tier is a trial; null otherwise. */
  coursesTrialEndsAt: string | null;
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
  ...NO_ENTITLEMENTS,
  userProfile: null,
  isSubscriptionFetched: false,
  isSubscriptionFetchBlocked: true,
  settings: DEFAULT_SETTINGS,
  coursesTrialEndsAt: null,
};

/**
 * The whole state. `profile`: the profile answer, or "failed". `products`: the products answer,
 * "failed", or "pending" while it is on its way. The tiers are billing's entitlement rules.
 */
export function deriveProfileState(input: {
  isRegistered: boolean;
  profile: UserProfile | "failed" | "pending";
  products: readonly (AvailableProduct & { period_end?: string | null })[] | "failed" | "pending";
}): ProfileState {
  // No registered user: nothing is fetched for them, nothing is premium.
  if (!input.isRegistered) return EMPTY_PROFILE_STATE;
  const profile = input.profile === "failed" || input.profile === "pending" ? null : input.profile;
  const products = input.products === "pending" ? [] : input.products;
  const entitlements = deriveEntitlements(products, { freeForUkraine: Boolean(profile?.free_for_ukraine) });
  return {
    ...entitlements,
    coursesTrialEndsAt: coursesTrialEnd(products, entitlements.coursesTier),
    userProfile: profile,
    isSubscriptionFetched: input.products !== "pending",
    isSubscriptionFetchBlocked: false,
    // A failed profile fetch gives an empty profile and the default settings.
    settings: profile ? settingsFromKeeper(profile.keeper) : DEFAULT_SETTINGS,
  };
}
