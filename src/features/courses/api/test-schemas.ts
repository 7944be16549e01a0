import { z } from "@hono/zod-openapi";
import { locales } from "@/lib/i18n";
import { COURSES, EXERCISE_TYPES, LEVELS } from "../model/content-schema";

/** The course tests' request and answer shapes (decision record 0026). */
export const testLocaleQuery = z.enum(locales).default("en").openapi({ description: "The interface language texts are given in." });
export const testCourseQuery = z.enum(COURSES).default("en").openapi({ description: "The course learned." });

const testKind = z
  .enum(["unit_test", "level_test"])
  .openapi({ description: "unit_test: a unit's checkpoint; level_test: the test of a whole level." });

const testRecordSchema = z
  .object({
    attempts: z.number().int().openapi({ description: "Completed attempts." }),
    bestScore: z.number().int().openapi({ description: "Best score, whole percent." }),
    lastScore: z.number().int(),
    lastPassed: z.boolean(),
    passed: z.boolean().openapi({ description: "Passed at least once." }),
    lastCompletedAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("CourseTestRecord");

const testSummarySchema = z
  .object({
    testId: z.string().openapi({ example: "en-a1-u01" }),
    kind: testKind,
    title: z.string().nullable().openapi({ description: "The unit's title (checkpoints); null for a level test." }),
    exercises: z.number().int(),
    record: testRecordSchema.nullable().openapi({ description: "The caller's results, null before a first completed attempt." }),
  })
  .openapi("CourseTestSummary");

export const courseTestListSchema = z
  .object({
    course: z.enum(COURSES),
    passMark: z.number().openapi({ description: "The share of right answers that passes (0.8)." }),
    levels: z.array(z.object({ level: z.enum(LEVELS), units: z.array(testSummarySchema), levelTest: testSummarySchema })),
  })
  .openapi("CourseTestList");

export const testParams = z.object({ testId: z.string().min(1).max(100).openapi({ example: "en-a1" }) });
/** Nothing to say (every write carries a JSON body): the attempt's exercises are drawn by the server. */
export const startTestBody = z.object({}).openapi("StartCourseTest");
export const testAttemptParams = z.object({ attemptId: z.string().min(1).max(100) });

const testExerciseSchema = z
  .object({ id: z.string(), type: z.enum(EXERCISE_TYPES as [string, ...string[]]) })
  .catchall(z.unknown())
  .openapi("CourseTestExercise", {
    description:
      "One exercise in the learner's locale (the shape of a lesson's exercise, model/playable.ts); its id in the test is `<lessonId>--<exerciseId>`.",
  });

export const startedTestSchema = z
  .object({
    attemptId: z.string().uuid(),
    resumed: z.boolean().openapi({ description: "An open attempt (another tab) was resumed: the same exercises." }),
    test: z.object({ id: z.string(), kind: testKind, course: z.enum(COURSES), level: z.enum(LEVELS), title: z.string().nullable() }),
    exercises: z.array(testExerciseSchema),
  })
  .openapi("StartedCourseTest");

const answerSchema = z
  .object({
    exerciseId: z.string().min(1).max(200),
    response: z
      .string()
      .max(1000)
      .nullable()
      .openapi({ description: "The chosen or typed text (word bank: tiles joined by one space); null for a match." }),
    ms: z.number().int().min(0).max(86_400_000),
    retry: z.boolean().optional().openapi({ description: "A mistake repeated at the end (does not change the score)." }),
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
  .openapi("CourseTestAnswer");

export const testResultsBody = z
  .object({ answers: z.array(answerSchema).max(200), durationMs: z.number().int().min(0).max(86_400_000) })
  .openapi("CourseTestAnswers", { description: "The answers only: the server scores them; any score sent is ignored." });

export const testResultSchema = z
  .object({
    attemptId: z.string().uuid(),
    testId: z.string(),
    kind: testKind,
    score: z.number().int().openapi({ description: "Whole percent right, 0–100." }),
    correct: z.number().int(),
    total: z.number().int(),
    accuracy: z.number(),
    passed: z.boolean().openapi({ description: "At least the pass mark (80%) right." }),
    xp: z.number().int().openapi({ description: "1 per right answer, on the test's first pass only." }),
    durationMs: z.number().int(),
    perExercise: z.array(
      z.object({
        exerciseId: z.string(),
        type: z.enum(EXERCISE_TYPES as [string, ...string[]]),
        verdict: z.enum(["correct", "almost", "wrong"]),
      }),
    ),
    replay: z.boolean().openapi({ description: "The attempt was completed before (a retry or another tab): the stored result." }),
  })
  .openapi("CourseTestResult");
