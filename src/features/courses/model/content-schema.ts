import { z } from "zod";
import { locales, type Locale } from "@/lib/i18n";
import { COURSES, GAP, LEVELS, MAX_EXERCISES, MIN_EXERCISES } from "./course-levels";

export { COURSES, GAP, LEVELS, MAX_EXERCISES, MIN_EXERCISES, type CourseId, type Level } from "./course-levels";

/**
 * The shape of course content (content/courses/<course>/<level>/unit-NN.json, decision record 0020).
 * Course → level → unit → lesson → exercises. Text in the language being learned is a plain string;
 * everything the learner reads in their own language (goals, translations, explanations, hints) is
 * a record with all 12 interface locales. `parseUnit` names the file and the field in every error.
 */
/** Locales written in a script of their own: a text without a letter of it is an untranslated one. */
const SCRIPTS: Partial<Record<Locale, { name: string; letter: RegExp }>> = {
  uk: { name: "Cyrillic", letter: /\p{Script=Cyrillic}/u },
  hi: { name: "Devanagari", letter: /\p{Script=Devanagari}/u },
  el: { name: "Greek", letter: /\p{Script=Greek}/u },
};

const text = z.string().trim().min(1, "must not be empty");

/** Text in the language being learned (shown, spoken and checked as written). */
const targetText = text;

const localeText = (locale: Locale) => {
  const script = SCRIPTS[locale];
  return script ? text.regex(script.letter, `must be written in ${script.name} script (untranslated?)`) : text;
};

/** Text in the learner's interface language: every one of the 12 locales, none empty. */
export const localizedSchema = z.strictObject(
  Object.fromEntries(locales.map((locale) => [locale, localeText(locale)])) as Record<Locale, z.ZodString>,
);
export type Localized = z.infer<typeof localizedSchema>;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase slug (a-z, 0-9, single dashes)");

/** What every exercise has: an id unique in its lesson, an optional instruction (else the type's default), hint and explanation. */
const common = {
  id: slug,
  /** Replaces the exercise type's default instruction (messages `lesson.exercise.<type>`). */
  instruction: localizedSchema.optional(),
  hint: localizedSchema.optional(),
  /** Shown with the feedback, right or wrong. */
  explanation: localizedSchema.optional(),
};

const choices = z.array(targetText).min(2, "needs at least 2 choices").max(6, "at most 6 choices");

const exerciseVariants = z.discriminatedUnion("type", [
  /** Pick the right answer to a question or a sentence with a gap. */
  z.strictObject({ ...common, type: z.literal("choose"), question: targetText, choices, answer: targetText }),
  /** Type the missing word(s) into the gap (`___`) of a sentence. */
  z.strictObject({
    ...common,
    type: z.literal("fill_gap"),
    sentence: targetText,
    answer: targetText,
    alternatives: z.array(targetText).optional(),
  }),
  /** Build the sentence that means `translation` from tiles (the answer's words and some distractors). */
  z.strictObject({
    ...common,
    type: z.literal("word_bank"),
    translation: localizedSchema,
    answer: targetText,
    tiles: z.array(targetText).min(2),
  }),
  /** Match each word to its translation in the interface language (words of this or an earlier lesson). */
  z.strictObject({
    ...common,
    type: z.literal("match_pairs"),
    wordIds: z.array(slug).min(3, "needs at least 3 pairs").max(6, "at most 6 pairs"),
  }),
  /** Hear `audio` (rendered from the text) and pick the answer. */
  z.strictObject({ ...common, type: z.literal("listen_choose"), audio: targetText, choices, answer: targetText }),
  /** Dictation: hear `audio` and type it. */
  z.strictObject({
    ...common,
    type: z.literal("listen_type"),
    audio: targetText,
    alternatives: z.array(targetText).optional(),
  }),
  /** Translate a sentence from the interface language; any of `answers` is right. */
  z.strictObject({ ...common, type: z.literal("translate"), source: localizedSchema, answers: z.array(targetText).min(1) }),
  /** Meet a new word of this lesson: its text, audio, translation and example. */
  z.strictObject({ ...common, type: z.literal("flashcard"), wordId: slug }),
  /** Read a short conversation, then answer a question about it. */
  z.strictObject({
    ...common,
    type: z.literal("dialogue"),
    lines: z
      .array(z.strictObject({ speaker: text, text: targetText }))
      .min(2, "a dialogue has at least 2 lines")
      .max(12),
    question: localizedSchema,
    choices,
    answer: targetText,
  }),
]);
export type Exercise = z.infer<typeof exerciseVariants>;
export type ExerciseType = Exercise["type"];
export const EXERCISE_TYPES = exerciseVariants.options.map((option) => option.shape.type.value) as ExerciseType[];

/** An exercise with its own cross-field checks: they run whenever the exercise itself is well formed. */
const exerciseSchema = exerciseVariants.superRefine((exercise, ctx) =>
  checkExercise(exercise, (path, message) => ctx.addIssue({ code: "custom", path, message })),
);

/** The word or phrase itself, without the sentence punctuation around it, for finding it in a text. */
const headword = (text: string) =>
  text
    .replace(/^[¿¡]+|[.!?…]+$/gu, "")
    .trim()
    .toLowerCase();

const wordSchema = z
  .strictObject({
    /** Stable across the course: the review card of this word is keyed by it. */
    id: slug,
    text: targetText,
    translation: localizedSchema,
    /**
     * What it means, in the language being learned, in words easier than itself (a learner's
     * dictionary definition): what a learner who reads the interface in the course's own language
     * sees instead of a translation (`meaningOf`). Never contains the word: pairs are matched by it.
     */
    definition: targetText.max(80, "a definition is at most 80 characters (it is a match-pairs tile)"),
    /** A sentence that uses it, in the target language. */
    example: targetText.optional(),
  })
  .superRefine((word, ctx) => {
    const bare = headword(word.text);
    const found = bare && new RegExp(`(?<![\\p{L}\\p{N}])${bare.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu");
    if (found && found.test(word.definition)) {
      ctx.addIssue({ code: "custom", path: ["definition"], message: `must not contain the word itself ("${word.text}")` });
    }
  });
export type Word = z.infer<typeof wordSchema>;

const lessonSchema = z
  .strictObject({
    /** Stable: progress and results are stored under it. */
    id: slug,
    title: localizedSchema,
    /** What the learner can do afterwards ("order food in a café"). */
    goal: localizedSchema,
    words: z.array(wordSchema).min(1, "a lesson brings new words or phrases"),
    grammar: z.strictObject({
      title: localizedSchema,
      explanation: localizedSchema,
      examples: z.array(targetText).min(1),
    }),
    exercises: z
      .array(exerciseSchema)
      .min(MIN_EXERCISES, `a lesson has ${MIN_EXERCISES} to ${MAX_EXERCISES} exercises`)
      .max(MAX_EXERCISES, `a lesson has ${MIN_EXERCISES} to ${MAX_EXERCISES} exercises`),
  })
  .superRefine((lesson, ctx) => checkLesson(lesson, (path, message) => ctx.addIssue({ code: "custom", path, message })), {
    when: () => true,
  });
export type Lesson = z.infer<typeof lessonSchema>;

/** Sentence punctuation around words; tiles carry words, not punctuation. */
export function sentenceWords(sentence: string): string[] {
  return sentence
    .split(/\s+/)
    .map((word) => word.replace(/^[¿¡"“«(]+|[.,!?;:"”»)]+$/gu, ""))
    .filter((word) => word.length > 0);
}

type Issue = (path: (string | number)[], message: string) => void;

function checkExercise(exercise: Exercise, issue: Issue): void {
  const answerAmongChoices = (answer: string, options: string[]) => {
    if (!options.includes(answer)) issue(["answer"], `"${answer}" must be one of the choices`);
    if (new Set(options).size !== options.length) issue(["choices"], "choices must be different from each other");
  };
  switch (exercise.type) {
    case "choose":
    case "listen_choose":
    case "dialogue":
      answerAmongChoices(exercise.answer, exercise.choices);
      break;
    case "fill_gap": {
      const gaps = exercise.sentence.split(GAP).length - 1;
      if (gaps !== 1) issue(["sentence"], `must contain exactly one gap "${GAP}" (found ${gaps})`);
      break;
    }
    case "word_bank": {
      const tiles = [...exercise.tiles];
      for (const word of sentenceWords(exercise.answer)) {
        const index = tiles.indexOf(word);
        if (index === -1) issue(["tiles"], `cannot build the answer: no tile "${word}" left`);
        else tiles.splice(index, 1);
      }
      break;
    }
    case "match_pairs": {
      const seen = new Set<string>();
      exercise.wordIds.forEach((wordId, index) => {
        if (seen.has(wordId)) issue(["wordIds", index], `"${wordId}" is paired twice`);
        seen.add(wordId);
      });
      break;
    }
    case "translate":
      if (new Set(exercise.answers).size !== exercise.answers.length) issue(["answers"], "accepted answers must be different");
      break;
    case "flashcard":
    case "listen_type":
      break;
  }
}

/**
 * Checks across a lesson's exercises and words. Runs even when other fields of the lesson are
 * broken (so every error shows at once), hence it reads the raw input defensively.
 */
function checkLesson(lesson: unknown, issue: Issue): void {
  const { words, exercises } = (lesson ?? {}) as { words?: unknown; exercises?: unknown };
  const idOf = (item: unknown) => (item !== null && typeof item === "object" ? (item as { id?: unknown }).id : undefined);
  const wordIds = new Set(Array.isArray(words) ? words.map(idOf) : []);
  const exerciseIds = new Set<unknown>();
  (Array.isArray(exercises) ? (exercises as unknown[]) : []).forEach((exercise, index) => {
    const id = idOf(exercise);
    if (typeof id === "string" && exerciseIds.has(id)) issue(["exercises", index, "id"], `duplicate exercise id "${id}" in this lesson`);
    exerciseIds.add(id);
    const { type, wordId } = (exercise ?? {}) as { type?: unknown; wordId?: unknown };
    if (type === "flashcard" && typeof wordId === "string" && Array.isArray(words) && !wordIds.has(wordId)) {
      issue(["exercises", index, "wordId"], `"${wordId}" is not a new word of this lesson`);
    }
  });
}

export const unitSchema = z.strictObject({
  /** Stable: unit tests (checkpoints) and progress refer to it. */
  id: slug,
  course: z.enum(COURSES),
  level: z.enum(LEVELS),
  title: localizedSchema,
  lessons: z.array(lessonSchema).min(1, "a unit has at least one lesson"),
});
export type Unit = z.infer<typeof unitSchema>;

/** `lessons[0] (en-a1-u01-l01).exercises[3] (choose-be).answer`: indexes with the id of what they point at. */
export function fieldName(path: readonly PropertyKey[], input: unknown): string {
  let node: unknown = input;
  return path
    .map((part, index) => {
      node = node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[part] : undefined;
      if (typeof part !== "number") return `${index === 0 ? "" : "."}${String(part)}`;
      const id = node !== null && typeof node === "object" ? (node as { id?: unknown }).id : undefined;
      return typeof id === "string" ? `[${part}] (${id})` : `[${part}]`;
    })
    .join("");
}

export type UnitResult = { ok: true; unit: Unit } | { ok: false; errors: string[] };

/** Validates one unit file's data; each error reads `<file>: <field>: <problem>`. */
export function parseUnit(file: string, input: unknown): UnitResult {
  const result = unitSchema.safeParse(input);
  if (result.success) return { ok: true, unit: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => `${file}: ${fieldName(issue.path, input) || "(root)"}: ${issue.message}`),
  };
}
