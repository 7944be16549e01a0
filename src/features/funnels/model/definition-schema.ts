import { z } from "zod";
import { locales } from "@/lib/i18n/locales";
import { PLAN_QUESTION_KEYS } from "./answers";
import { FUNNEL_FINISHES, SCREEN_EXPERIMENTS } from "./screen-types";

/**
 * The authored shape of a funnel definition (`content/funnels/<slug>.json`), one zod schema per
 * screen type. Texts are keys into the definition's `texts`, one block per locale (all 12, the same
 * keys as English): a screen's `title: "goal.title"` shows `texts[locale]["goal.title"]`.
 */
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "lowercase letters, digits and dashes");
const textKey = z.string().min(1);

const branching = z
  .object({
    byAnswer: z.record(z.string(), id).optional(),
    byTag: z.record(z.string(), id).optional(),
    default: id.optional(),
  })
  .strict();

const base = {
  id,
  /** Shown only while this growth flag is on (encouragement screens: positive_reinforcement). */
  experiment: z.enum(SCREEN_EXPERIMENTS).optional(),
  next: branching.optional(),
};

/** What an answer is for: the product reads `questionKey` (the plan's keys are model/answers.ts). */
const question = {
  ...base,
  title: textKey,
  subtitle: textKey.optional(),
  questionKey: z.string().regex(/^[a-z][a-z0-9_]*$/),
  category: z.string().min(1),
  retenoUserProperty: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/)
    .optional(),
};

const option = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 _:+-]*$/),
    text: textKey,
    description: textKey.optional(),
    emoji: z.string().max(8).optional(),
    tag: z.string().min(1).optional(),
    score: z.number().int().optional(),
  })
  .strict();
const options = z.array(option).min(2).max(24);

/**
 * A page of this site by its path without the locale, with an optional query and fragment
 * ("/tutoring/pricing#tutoring-packs"): never a host, a scheme, "//" or "..", so a funnel's end is a
 * safe redirect. That the path is a registered page is checked by the composition root's test.
 */
export const IN_APP_HREF =
  /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:\?[A-Za-z0-9_-]+=[A-Za-z0-9_-]*(?:&[A-Za-z0-9_-]+=[A-Za-z0-9_-]*)*)?(?:#[A-Za-z0-9_-]+)?$/;
const inAppHref = z.string().max(200).regex(IN_APP_HREF, "a page of this site without the locale, e.g. /tutoring/pricing");

/**
 * Where a funnel that ends on this screen sends the visitor when they go on (instead of a `plan`
 * screen): `href`, or the href of the first answer on the visitor's path that `byAnswer` names.
 */
const funnelEnd = z
  .object({
    href: inAppHref,
    byAnswer: z.record(z.string(), inAppHref).optional(),
  })
  .strict();

const staticScreen = {
  ...base,
  title: textKey,
  body: textKey.optional(),
  cta: textKey,
  emoji: z.string().max(8).optional(),
  /** The funnel ends here: the button leaves for this page (decision record 0037). */
  end: funnelEnd.optional(),
};

/** Built-in illustrations (no remote images on funnel pages). */
export const ILLUSTRATIONS = ["conversation", "growth", "calendar", "globe", "trophy", "headphones"] as const;

export const screenSchemas = {
  "single-choice": z.object({ ...question, type: z.literal("single-choice"), options }).strict(),
  "single-choice-card": z.object({ ...question, type: z.literal("single-choice-card"), options }).strict(),
  "multiple-choice": z
    .object({ ...question, type: z.literal("multiple-choice"), options, maxSelected: z.number().int().min(1).optional(), cta: textKey })
    .strict(),
  "multiple-choice-grid": z
    .object({
      ...question,
      type: z.literal("multiple-choice-grid"),
      options,
      maxSelected: z.number().int().min(1).optional(),
      cta: textKey,
    })
    .strict(),
  "single-select": z.object({ ...question, type: z.literal("single-select"), options, label: textKey, cta: textKey }).strict(),
  "words-picker": z
    .object({
      ...question,
      type: z.literal("words-picker"),
      /** Words of the course's language, shown as written (not translated). */
      words: z
        .array(z.object({ id, word: z.string().min(1).max(40), tag: z.string().optional() }).strict())
        .min(4)
        .max(40),
      /** The answer "none of these" (id "none"). */
      none: textKey,
      cta: textKey,
    })
    .strict(),
  "target-language": z.object({ ...question, type: z.literal("target-language"), courses: z.array(z.enum(["en", "es"])).min(1) }).strict(),
  "native-language": z
    .object({
      ...question,
      type: z.literal("native-language"),
      /** ISO 639-1 codes; shown by their names in the interface language. */
      languages: z.array(z.string().regex(/^[a-z]{2}$/)).min(2),
      other: textKey,
      label: textKey,
      cta: textKey,
    })
    .strict(),
  input: z
    .object({
      ...question,
      type: z.literal("input"),
      label: textKey,
      placeholder: textKey.optional(),
      maxLength: z.number().int().min(1).max(200),
      optional: z.boolean().optional(),
      cta: textKey,
    })
    .strict(),
  "time-range": z
    .object({
      ...question,
      type: z.literal("time-range"),
      fromLabel: textKey,
      toLabel: textKey,
      /** Hours offered (0–24) and the step between times, in minutes. */
      startHour: z.number().int().min(0).max(23),
      endHour: z.number().int().min(1).max(24),
      stepMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]),
      cta: textKey,
    })
    .strict(),
  "time-range-slider": z
    .object({
      ...question,
      type: z.literal("time-range-slider"),
      fromLabel: textKey,
      toLabel: textKey,
      startHour: z.number().int().min(0).max(23),
      endHour: z.number().int().min(1).max(24),
      stepMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]),
      cta: textKey,
    })
    .strict(),
  range: z
    .object({
      ...question,
      type: z.literal("range"),
      min: z.number().int(),
      max: z.number().int(),
      step: z.number().int().min(1),
      initial: z.number().int(),
      /** The value's unit, with {value}: "{value} minutes". */
      valueText: textKey,
      cta: textKey,
    })
    .strict(),
  slider: z.object({ ...question, type: z.literal("slider"), options, cta: textKey }).strict(),
  "timezone-select": z.object({ ...question, type: z.literal("timezone-select"), label: textKey, cta: textKey }).strict(),
  "english-level-test": z
    .object({
      ...base,
      type: z.literal("english-level-test"),
      title: textKey,
      questionKey: z.literal("level"),
      category: z.string().min(1),
      /** Where the test was taken from, for the level test's records: the funnel's slug (the level test's own rule). */
      source: z
        .string()
        .max(60)
        .regex(/^[a-z0-9][a-z0-9/-]*$/),
    })
    .strict(),
  divider: z.object({ ...staticScreen, type: z.literal("divider") }).strict(),
  "divider-v2": z.object({ ...staticScreen, type: z.literal("divider-v2"), bullets: z.array(textKey).min(1).max(6) }).strict(),
  "split-screen": z
    .object({
      ...staticScreen,
      type: z.literal("split-screen"),
      illustration: z.enum(ILLUSTRATIONS),
      bullets: z.array(textKey).max(6).optional(),
    })
    .strict(),
  "static-text": z.object({ ...staticScreen, type: z.literal("static-text") }).strict(),
  "static-image": z
    .object({ ...staticScreen, type: z.literal("static-image"), illustration: z.enum(ILLUSTRATIONS), alt: textKey })
    .strict(),
  landing: z.object({ ...staticScreen, type: z.literal("landing"), illustration: z.enum(ILLUSTRATIONS) }).strict(),
  /** `{name}` in title/body is the answer to the input screen `nameFrom`, as text. */
  greeting: z.object({ ...staticScreen, type: z.literal("greeting"), nameFrom: id.optional(), fallbackTitle: textKey.optional() }).strict(),
  presentation: z.object({ ...staticScreen, type: z.literal("presentation"), bullets: z.array(textKey).min(1).max(6) }).strict(),
  motivation: z.object({ ...staticScreen, type: z.literal("motivation") }).strict(),
  interruption: z.object({ ...staticScreen, type: z.literal("interruption"), stat: textKey }).strict(),
  /** `{minutes}`, `{hours}` in title/body: the minutes answered on `minutesFrom` and the hours they make in a year. */
  "time-learning": z.object({ ...staticScreen, type: z.literal("time-learning"), minutesFrom: id }).strict(),
  plan: z.object({ ...base, type: z.literal("plan"), title: textKey }).strict(),
} as const;

export const screenSchema = z.discriminatedUnion("type", Object.values(screenSchemas) as unknown as [z.ZodObject, ...z.ZodObject[]]);

const localeTexts = z.record(z.string(), z.string().min(1));

export const definitionSchema = z
  .object({
    slug: id,
    /** The pixel brand (growth's brand pixels): only the two funnels of the spec have one. */
    brand: z.enum(["english-improve", "spanish-boost"]).nullable(),
    /** The course the funnel leads into. */
    course: z.enum(["en", "es"]),
    /** Where the funnel ends (absent: after the plan, the account step, the paywall or /download-app). */
    finish: z.enum(FUNNEL_FINISHES).optional(),
    screens: z.array(screenSchema).min(2),
    texts: z
      .object(Object.fromEntries(locales.map((locale) => [locale, localeTexts])) as Record<(typeof locales)[number], typeof localeTexts>)
      .strict(),
  })
  .strict();

type ScreenSchemas = typeof screenSchemas;
/** One screen, authored (texts are keys) or localized (texts are the strings): the same shape. */
export type Screen = { [K in keyof ScreenSchemas]: z.infer<ScreenSchemas[K]> }[keyof ScreenSchemas];
export type ScreenOf<T extends Screen["type"]> = Extract<Screen, { type: T }>;
export type FunnelEnd = z.infer<typeof funnelEnd>;
export type AuthoredDefinition = Omit<z.infer<typeof definitionSchema>, "screens"> & { screens: Screen[] };
export { PLAN_QUESTION_KEYS };
