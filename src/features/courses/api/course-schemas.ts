import { z } from "@hono/zod-openapi";
import { locales } from "@/lib/i18n";
import { COURSES, EXERCISE_TYPES, LEVELS } from "../model/content-schema";

/** The courses service's request and answer shapes (decision record 0022). */
export const localeQuery = z.enum(locales).default("en").openapi({ description: "The interface language texts are given in." });
export const courseQuery = z.enum(COURSES).default("en").openapi({ description: "The course learned." });

const lessonStatus = z.enum(["done", "next", "open", "locked", "premium"]).openapi({
  description:
    "done; next (the recommended one); open; locked (an earlier lesson first); premium (free learners: tomorrow or with premium).",
});

export const courseMapSchema = z
  .object({
    course: z.enum(COURSES),
    premium: z.boolean().openapi({ description: "The learner's tier opens every lesson (a trial included)." }),
    freeLessonsPerLevel: z.number().int(),
    freeLessonsPerDay: z.number().int(),
    nextLessonId: z.string().nullable(),
    levels: z.array(
      z.object({
        level: z.enum(LEVELS),
        units: z.array(
          z.object({
            id: z.string(),
            title: z.string(),
            lessons: z.array(z.object({ id: z.string(), title: z.string(), goal: z.string(), status: lessonStatus })),
          }),
        ),
      }),
    ),
  })
  .openapi("CourseMap");

const wordSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    meaning: z.string().openapi({
      description:
        "What it means for this learner: its translation into the requested locale, or, when that locale reads the course's own language (en on the English course, es and es-419 on the Spanish one), a short definition in that language.",
    }),
    example: z.string().optional(),
  })
  .openapi("LessonWord");

const exerciseSchema = z
  .object({ id: z.string(), type: z.enum(EXERCISE_TYPES as [string, ...string[]]) })
  .catchall(z.unknown())
  .openapi("PlayableExercise", {
    description:
      "One exercise in the learner's locale; its other fields depend on the type (content/courses/GUIDE and model/content-schema.ts): choices, answer, sentence, tiles, audio, answers, lines, question, and for flashcards `word`, for matches `pairs`. A word bank or translation with `listen: true` is played from the sentence's audio (a learner who reads the course's own language).",
  });

export const playableLessonSchema = z
  .object({
    id: z.string(),
    course: z.enum(COURSES),
    level: z.enum(LEVELS),
    unitId: z.string(),
    title: z.string(),
    goal: z.string(),
    words: z.array(wordSchema),
    grammar: z.object({ title: z.string(), explanation: z.string(), examples: z.array(z.string()) }),
    exercises: z.array(exerciseSchema),
  })
  .openapi("PlayableLesson");

export const lessonParams = z.object({ lessonId: z.string().min(1).max(100).openapi({ example: "en-a1-u01-l01" }) });
export const attemptParams = z.object({ attemptId: z.string().min(1).max(100) });

export const startAttemptBody = z
  .object({ kind: z.literal("lesson"), itemId: z.string().min(1).max(100).openapi({ example: "en-a1-u01-l01" }) })
  .openapi("StartAttempt");

export const attemptSchema = z
  .object({ attemptId: z.string().uuid(), resumed: z.boolean().openapi({ description: "An open attempt (another tab) was resumed." }) })
  .openapi("Attempt");

export const submittedAnswerSchema = z
  .object({
    exerciseId: z.string().min(1).max(100),
    response: z
      .string()
      .max(1000)
      .nullable()
      .openapi({ description: "The chosen or typed text (word bank: tiles joined by one space); null for a match or a flashcard." }),
    ms: z.number().int().min(0).max(86_400_000),
    retry: z.boolean().optional().openapi({ description: "A mistake repeated at the end of the lesson (does not change the accuracy)." }),
    mistakes: z
      .number()
      .int()
      .min(0)
      .max(1000)
      .optional()
      .openapi({ description: "Match pairs: wrong matches before all pairs were matched." }),
    missed: z
      .array(z.string().min(1).max(100))
      .max(12)
      .optional()
      .openapi({ description: "Match pairs: the word ids of the wrong matches (the word picked and the word whose meaning was picked)." }),
  })
  .openapi("SubmittedAnswer");

export const resultsBody = z
  .object({ answers: z.array(submittedAnswerSchema).max(200), durationMs: z.number().int().min(0).max(86_400_000) })
  .openapi("LessonResults", { description: "The answers only: the server scores them; any score sent is ignored." });

export const lessonResultSchema = z
  .object({
    attemptId: z.string().uuid(),
    correct: z.number().int(),
    total: z.number().int(),
    accuracy: z.number(),
    xp: z.number().int(),
    durationMs: z.number().int(),
    newWords: z.array(z.string()).openapi({ description: "Ids of the lesson's words met for the first time." }),
    streak: z.object({ current: z.number().int(), extendedToday: z.boolean() }),
    achievements: z.array(z.string()).openapi({ description: "Ids of the achievements these results earned." }),
    dailyGoal: z.object({ minutes: z.number().int(), seconds: z.number().int() }).nullable(),
    replay: z.boolean().openapi({ description: "The attempt was completed before (a retry or another tab): the stored result." }),
    practice: z.object({ correct: z.number().int(), total: z.number().int() }).nullable().openapi({
      description:
        "The extra practice's first tries (answers with exerciseId `practice:…`, built again on the server from the lesson; they earn no XP), or null.",
    }),
  })
  .openapi("LessonResult");
