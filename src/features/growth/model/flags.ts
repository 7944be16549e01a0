/**
 * Every feature flag, with its code default (spec section 9). The database can override a
 * default and add targeting rules and experiments, but only for flags defined here, and only
 * with values of the flag's type. (No zod here: this module ships to the browser, so the
 * admin's descriptions live apart, in flag-descriptions.ts.)
 */
export const FLAG_DEFINITIONS = {
  marketing_consent: { defaultValue: true },
  practice_with_ai_step: { defaultValue: false },
  positive_reinforcement: { defaultValue: false },
  fake_progress: { defaultValue: false },
  web2app_path: { defaultValue: false },
  daily_goal: { defaultValue: false },
  source_language_recommendation: { defaultValue: false },
  post_purchase_flow: { defaultValue: false },
  sticky_header: { defaultValue: false },
  new_year_ui: { defaultValue: false },
  free_for_ukraine: { defaultValue: false },
  sandbox: { defaultValue: "control" },
} as const satisfies Record<string, { defaultValue: boolean | string }>;

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
