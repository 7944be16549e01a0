import { z } from "zod";

/**
 * The shape of the word guides we write ourselves (issue 15 item 1): confusing-word pairs,
 * `content/confusing-words/<slug>.json`, and short quizzes, `content/quizzes/<slug>.json`. Both are
 * English: they teach English usage, in plain language graded to the learner's level. Each error
 * names the file and the field: `content/confusing-words/affect-vs-effect.json: quiz[2].answer: …`.
 */

export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;

const text = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? "must not be empty" : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    // Upper-case TODO and TBD only: "todo" is an ordinary word in Spanish and Portuguese.
    .refine((value) => !/lorem ipsum/i.test(value) && !/\b(TODO|TBD)\b/.test(value), "must be real copy (found a placeholder)");

/** A word or phrase as it is written in a sentence: lower-case letters, apostrophes, spaces and hyphens. */
const headword = z
  .string()
  .regex(/^[a-z][a-z' -]*[a-z]$|^[a-z]$/, "must be a lower-case word or phrase (letters, apostrophe, space, hyphen)");

/** The slug a pair is filed under: its two words, non-letters as hyphens, joined by "-vs-" (`its-vs-it-s`). */
export function pairSlug(words: readonly [string, string]): string {
  const part = (word: string) => word.replace(/[^a-z]+/g, "-").replace(/^-|-$/g, "");
  return `${part(words[0])}-vs-${part(words[1])}`;
}

const BLANK = "___";

/** A gap-fill question: a sentence with one `___`, two to four options, the right one, and why. */
const gapQuestion = z
  .strictObject({
    sentence: text(200).refine((value) => value.split(BLANK).length === 2, `must contain exactly one ${BLANK}`),
    options: z.array(text(60)).min(2).max(4),
    answer: text(60),
    explanation: text(300),
  })
  .refine((question) => question.options.includes(question.answer), { message: "must be one of the options", path: ["answer"] })
  .refine((question) => new Set(question.options).size === question.options.length, {
    message: "must not repeat an option",
    path: ["options"],
  });

export type GapQuestion = z.output<typeof gapQuestion>;

export const confusingPairSchema = z
  .strictObject({
    /** The two words (or phrases) in the order of the slug. */
    words: z.tuple([headword, headword]),
    /** The level of the learner the explanation is written for. */
    level: z.enum(CEFR_LEVELS),
    /** The difference in one sentence; the page's meta description (50–160 characters). */
    summary: text(160, 50),
    /** Each word: its part(s) of speech, what it means, and two or three natural example sentences. */
    entries: z
      .array(
        z.strictObject({
          word: headword,
          partOfSpeech: text(40),
          meaning: text(300),
          examples: z.array(text(200)).min(2).max(3),
        }),
      )
      .length(2),
    /** A way to remember the difference. */
    tip: text(300),
    /** Mistakes learners really make, with the correction and why. */
    mistakes: z
      .array(z.strictObject({ wrong: text(200), right: text(200), why: text(300) }))
      .min(1)
      .max(3),
    /** The mini quiz on the page: three to five gap-fill sentences. */
    quiz: z.array(gapQuestion).min(3).max(5),
  })
  .superRefine((pair, ctx) => {
    pair.entries.forEach((entry, index) => {
      if (entry.word !== pair.words[index])
        ctx.addIssue({ code: "custom", path: ["entries", index, "word"], message: `must be "${pair.words[index]}"` });
    });
  });

export type ConfusingPair = z.output<typeof confusingPairSchema> & { slug: string };

export const QUIZ_KINDS = ["confusing-words", "irregular-verbs", "parts-of-speech"] as const;

export const quizSchema = z.strictObject({
  kind: z.enum(QUIZ_KINDS),
  level: z.enum(CEFR_LEVELS),
  /** The h1 and <title> (the brand is added): at most 60 characters. */
  title: text(60),
  /** The meta description and the lead under the h1 (50–160 characters). */
  description: text(160, 50),
  /** What the quiz practises and how to use it, in two or three sentences. */
  intro: text(400),
  questions: z.array(gapQuestion).min(8).max(12),
  /** Pages the quiz links to: confusing-word pair slugs, verbs with a past-tense page, words with a part-of-speech page. */
  related: z
    .strictObject({
      confusingWords: z.array(z.string()).max(6).optional(),
      pastTenseOf: z.array(headword).max(8).optional(),
      partOfSpeech: z.array(headword).max(8).optional(),
    })
    .optional(),
});

export type Quiz = z.output<typeof quizSchema> & { slug: string };

export type GuideResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

function fieldName(path: readonly PropertyKey[]): string {
  return path.map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`)).join("");
}

function parseWith<T>(schema: z.ZodType<T>, file: string, input: unknown): GuideResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: result.error.issues.map((issue) => `${file}: ${fieldName(issue.path) || "(root)"}: ${issue.message}`) };
}

/** Validates one pair file; its name must be the slug of its words. */
export function parseConfusingPair(file: string, slug: string, input: unknown): GuideResult<ConfusingPair> {
  const result = parseWith(confusingPairSchema, file, input);
  if (!result.ok) return result;
  const expected = pairSlug(result.value.words);
  if (expected !== slug) return { ok: false, errors: [`${file}: words: the file must be named ${expected}.json`] };
  return { ok: true, value: { ...result.value, slug } };
}

/** Validates one quiz file; the slug is its file name (lower-case words joined by hyphens). */
export function parseQuiz(file: string, slug: string, input: unknown): GuideResult<Quiz> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    return { ok: false, errors: [`${file}: (root): the file name must be lower-case words joined by hyphens`] };
  const result = parseWith(quizSchema, file, input);
  return result.ok ? { ok: true, value: { ...result.value, slug } } : result;
}

/**
 * A pair's explanations in another interface language,
 * `content/confusing-words-translations/<locale>/<slug>.json`. What the learner reads about the
 * words is translated (the summary, each word's part of speech and meaning, the tip, why a mistake
 * is one, why a quiz answer is right); the English itself stays English: the words, the example
 * sentences, the wrong and right sentences and the quiz. Arrays follow the English file's order.
 */
export const pairTranslationSchema = z.strictObject({
  /** The meta description in this language (40–220 characters: most languages need more than English). */
  summary: text(220, 40),
  entries: z.array(z.strictObject({ partOfSpeech: text(60), meaning: text(400) })).length(2),
  tip: text(400),
  mistakes: z
    .array(z.strictObject({ why: text(400) }))
    .min(1)
    .max(3),
  quiz: z
    .array(z.strictObject({ explanation: text(400) }))
    .min(3)
    .max(5),
});

export type PairTranslation = z.output<typeof pairTranslationSchema>;

/** Validates a pair's translation against its English pair (the same number of mistakes and questions). */
export function parsePairTranslation(file: string, pair: ConfusingPair, input: unknown): GuideResult<PairTranslation> {
  const result = parseWith(pairTranslationSchema, file, input);
  if (!result.ok) return result;
  const errors: string[] = [];
  if (result.value.mistakes.length !== pair.mistakes.length)
    errors.push(`${file}: mistakes: must have ${pair.mistakes.length} items, as the English file has`);
  if (result.value.quiz.length !== pair.quiz.length)
    errors.push(`${file}: quiz: must have ${pair.quiz.length} items, as the English file has`);
  return errors.length ? { ok: false, errors } : result;
}

/** The pair as a reader of that language sees it: the translated explanations around the English. */
export function translatePair(pair: ConfusingPair, translation: PairTranslation): ConfusingPair {
  return {
    ...pair,
    summary: translation.summary,
    entries: pair.entries.map((entry, index) => ({ ...entry, ...translation.entries[index]! })),
    tip: translation.tip,
    mistakes: pair.mistakes.map((mistake, index) => ({ ...mistake, why: translation.mistakes[index]!.why })),
    quiz: pair.quiz.map((question, index) => ({ ...question, explanation: translation.quiz[index]!.explanation })),
  };
}
