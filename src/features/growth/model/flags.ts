import { z } from "zod";

/**
 * Every feature flag, with its code default (spec section 9). The database can override a
 * default and add targeting rules and experiments, but only for flags defined here, and only
 * with values this flag's schema accepts.
 */
export const FLAG_DEFINITIONS = {
  marketing_consent: { defaultValue: true, schema: z.boolean(), description: "Offer the marketing (ads) consent category and its pixels." },
  practice_with_ai_step: { defaultValue: false, schema: z.boolean(), description: "The practice-with-AI step in lessons." },
  positive_reinforcement: { defaultValue: false, schema: z.boolean(), description: "Positive reinforcement messages while studying." },
  fake_progress: { defaultValue: false, schema: z.boolean(), description: "Progress animation in funnels." },
  web2app_path: { defaultValue: false, schema: z.boolean(), description: "Send buyers to the mobile app after purchase." },
  daily_goal: { defaultValue: false, schema: z.boolean(), description: "Daily goal in the study plan." },
  source_language_recommendation: { defaultValue: false, schema: z.boolean(), description: "Recommend a course by the source language." },
  post_purchase_flow: { defaultValue: false, schema: z.boolean(), description: "Screens after a purchase." },
  sticky_header: { defaultValue: false, schema: z.boolean(), description: "The site header stays at the top while scrolling." },
  new_year_ui: { defaultValue: false, schema: z.boolean(), description: "The new-year special UI theme." },
  free_for_ukraine: { defaultValue: false, schema: z.boolean(), description: "Free courses for visitors from Ukraine." },
  sandbox: {
    defaultValue: "control",
    schema: z.string().min(1).max(64),
    description: "Does nothing: for trying rules and experiments safely.",
  },
} as const satisfies Record<string, { defaultValue: unknown; schema: z.ZodType; description: string }>;

export type FlagKey = keyof typeof FLAG_DEFINITIONS;
export type FlagValues = { [K in FlagKey]: (typeof FLAG_DEFINITIONS)[K]["defaultValue"] extends boolean ? boolean : string };

export const FLAG_KEYS = Object.keys(FLAG_DEFINITIONS) as FlagKey[];

export function isFlagKey(key: string): key is FlagKey {
  return Object.hasOwn(FLAG_DEFINITIONS, key);
}

/** The code defaults of every flag. */
export function defaultFlagValues(): FlagValues {
  return Object.fromEntries(FLAG_KEYS.map((key) => [key, FLAG_DEFINITIONS[key].defaultValue])) as FlagValues;
}

/** Checks a value against the flag's type; returns the problem, or null when it fits. */
export function checkFlagValue(key: FlagKey, value: unknown): string | null {
  const result = FLAG_DEFINITIONS[key].schema.safeParse(value);
  return result.success ? null : `${key} takes ${typeof FLAG_DEFINITIONS[key].defaultValue} values`;
}
