/**
 * Every feature flag, with its code default (spec section 9). The database can override a
 * default and add targeting rules and experiments, but only for flags defined here, and only
 * with values of the flag's type. (No zod here: this module ships to the browser.)
 */
export const FLAG_DEFINITIONS = {
  marketing_consent: { defaultValue: true, description: "Offer the marketing (ads) consent category and its pixels." },
  practice_with_ai_step: { defaultValue: false, description: "The practice-with-AI step in lessons." },
  positive_reinforcement: { defaultValue: false, description: "Positive reinforcement messages while studying." },
  fake_progress: { defaultValue: false, description: "Progress animation in funnels." },
  web2app_path: { defaultValue: false, description: "Send buyers to the mobile app after purchase." },
  daily_goal: { defaultValue: false, description: "Daily goal in the study plan." },
  source_language_recommendation: { defaultValue: false, description: "Recommend a course by the source language." },
  post_purchase_flow: { defaultValue: false, description: "Screens after a purchase." },
  sticky_header: { defaultValue: false, description: "The site header stays at the top while scrolling." },
  new_year_ui: { defaultValue: false, description: "The new-year special UI theme." },
  free_for_ukraine: { defaultValue: false, description: "Free courses for visitors from Ukraine." },
  sandbox: { defaultValue: "control", description: "Does nothing: for trying rules and experiments safely." },
} as const satisfies Record<string, { defaultValue: boolean | string; description: string }>;

export type FlagKey = keyof typeof FLAG_DEFINITIONS;
export type FlagValues = { [K in FlagKey]: (typeof FLAG_DEFINITIONS)[K]["defaultValue"] extends boolean ? boolean : string };

export const FLAG_KEYS = Object.keys(FLAG_DEFINITIONS) as FlagKey[];
const MAX_STRING_VALUE = 64;

export function isFlagKey(key: string): key is FlagKey {
  return Object.hasOwn(FLAG_DEFINITIONS, key);
}

/** The code defaults of every flag. */
export function defaultFlagValues(): FlagValues {
  return Object.fromEntries(FLAG_KEYS.map((key) => [key, FLAG_DEFINITIONS[key].defaultValue])) as FlagValues;
}

/** Checks a value against the flag's type; returns the problem, or null when it fits. */
export function checkFlagValue(key: FlagKey, value: unknown): string | null {
  const type = typeof FLAG_DEFINITIONS[key].defaultValue;
  if (typeof value !== type) return `${key} takes ${type} values`;
  if (typeof value === "string" && (value.length === 0 || value.length > MAX_STRING_VALUE))
    return `${key} takes 1-${MAX_STRING_VALUE} characters`;
  return null;
}
