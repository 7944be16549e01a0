import { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The shape of a marketing page's copy, `content/marketing/<slug>.json` (decision record 0041).
 * Every page has the same sections, so the pages are data and the components are shared: a hero
 * with the promise, what the learner gets, how it works, honest facts, questions and answers, and
 * a call to action. Numbers about the courses are never written: `{englishLessons}` and the other
 * facts below are filled in from the course content when the page renders.
 */

/** The facts a text may name; each is counted from the content when the page renders (see load-marketing-page.ts). */
export const FACTS = ["englishLessons", "englishUnits", "englishWords", "spanishLessons", "spanishUnits", "freeLessons"] as const;
export type Fact = (typeof FACTS)[number];

/** Where a call to action may lead: existing routes only (funnels, the level test, prices, contact, the business page and its form). */
export const CTA_TARGETS = [
  "/funnel/english-improve",
  "/funnel/spanish-boost",
  "/test-your-english-level",
  "/tutoring/pricing",
  "/group-lessons/pricing",
  "/contact-us",
  "/page/lingora-for-business",
  "#lead-form",
] as const;

/** Locales written in a script of their own: a text without a letter of it is an untranslated one. */
const SCRIPTS: Partial<Record<Locale, { name: string; letter: RegExp }>> = {
  uk: { name: "Cyrillic", letter: /\p{Script=Cyrillic}/u },
  hi: { name: "Devanagari", letter: /\p{Script=Devanagari}/u },
  el: { name: "Greek", letter: /\p{Script=Greek}/u },
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

function textIn(locale: Locale, max = 600) {
  const script = SCRIPTS[locale];
  return z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !script || text === "" || script.letter.test(text), `must be written in ${script?.name ?? ""} script (untranslated?)`)
    .refine((text) => locale !== "fr" || !/[ \u00a0][?!:;]/.test(text), "French puts a narrow no-break space (U+202F) before ? ! : ;")
    .refine(
      (text) => [...text.matchAll(PLACEHOLDER)].every((match) => (FACTS as readonly string[]).includes(match[1] ?? "")),
      `may name only the facts ${FACTS.map((fact) => `{${fact}}`).join(", ")}`,
    );
}

function copySchema(locale: Locale) {
  const text = (max?: number) => textIn(locale, max);
  const item = z.strictObject({ title: text(90), body: text() });
  return z.strictObject({
    /** The <title> (the brand is added) and the meta description: unique per page. */
    title: text(60),
    description: text(170).refine((value) => value.length >= 50, "must be at least 50 characters (a search result's snippet)"),
    hero: z.strictObject({ eyebrow: text(60), title: text(110), intro: text(400), cta: text(40), secondaryCta: text(50).optional() }),
    /** What the learner gets. */
    benefits: z.strictObject({ title: text(90), items: z.array(item).min(3).max(6) }),
    /** How it works, in order. */
    steps: z.strictObject({ title: text(90), items: z.array(item).min(3).max(5) }),
    /** Honest facts: what exists today, what does not yet. */
    facts: z.strictObject({ title: text(90), items: z.array(item).min(2).max(6) }),
    faq: z.strictObject({
      title: text(90),
      items: z
        .array(z.strictObject({ question: text(160), answer: text(900) }))
        .min(3)
        .max(8),
    }),
    cta: z.strictObject({ title: text(90), body: text(300), button: text(40) }),
  });
}

export type MarketingCopy = z.output<ReturnType<typeof copySchema>>;

const target = z.enum(CTA_TARGETS, `must be one of ${CTA_TARGETS.join(", ")}`);

function fileSchema(pageLocales: readonly Locale[]) {
  const copies = Object.fromEntries(pageLocales.map((locale) => [locale, copySchema(locale)])) as Record<
    Locale,
    ReturnType<typeof copySchema>
  >;
  return z.strictObject({
    /** Where the hero's and the closing call to action lead. */
    cta: target,
    /** Where the hero's second link leads (its text is `hero.secondaryCta`). */
    secondaryCta: target.optional(),
    /** Which form the page carries under its content (the business page's lead form). */
    form: z.literal("business-lead").optional(),
    /** Exactly the locales that publish the page (model/marketing-pages.ts). */
    locales: z.strictObject(copies),
  });
}

export type MarketingContent = z.output<ReturnType<typeof fileSchema>>;

export type ContentResult = { ok: true; content: MarketingContent } | { ok: false; errors: string[] };

function fieldName(path: readonly PropertyKey[]): string {
  return path.map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`)).join("");
}

/**
 * Validates one page's raw copy against the locales that publish it. Each error names the file and
 * the field: `content/marketing/learn-english-online.json: locales.uk.faq.items[2].answer: must not be empty`.
 */
export function parseMarketingContent(file: string, input: unknown, pageLocales: readonly Locale[]): ContentResult {
  const schema = fileSchema(pageLocales).superRefine((content, ctx) => {
    for (const locale of pageLocales) {
      const hasText = content.locales[locale]?.hero.secondaryCta !== undefined;
      if (hasText !== Boolean(content.secondaryCta)) {
        ctx.addIssue({
          code: "custom",
          path: ["locales", locale, "hero", "secondaryCta"],
          message: content.secondaryCta ? "required: the page has a secondaryCta" : "not allowed: the page has no secondaryCta",
        });
      }
    }
  });
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, content: result.data };
  return { ok: false, errors: result.error.issues.map((issue) => `${file}: ${fieldName(issue.path) || "(root)"}: ${issue.message}`) };
}

/** Fills the facts a text names (`{englishLessons}`) with their values. */
export function fillFacts(text: string, facts: Record<Fact, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => ((FACTS as readonly string[]).includes(name) ? facts[name as Fact] : whole));
}
