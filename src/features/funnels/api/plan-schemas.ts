import { z } from "@hono/zod-openapi";
import { LEVELS } from "@/features/courses";
import { locales } from "@/lib/i18n";
import { PLAN_GOALS } from "../model/answers";
import { CEFR_LEVELS, HOURS_SOURCE_IDS } from "../model/plan-estimate";

/** The personal plan's request and answer shapes (decision record 0033). */
const text = (max: number) => z.string().max(max);

export const funnelAnswerSchema = z.object({
  questionText: text(500),
  category: text(100),
  questionId: text(100),
  selectedAnswers: z.array(text(500)).max(50),
  selectedAnswerIds: z.array(text(100)).max(50),
  questionKey: text(100),
  tag: text(100).nullable(),
  retenoUserProperty: text(100).nullable(),
});

export const planBody = z
  .object({
    funnel: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/)
      .max(64)
      .openapi({ example: "english-improve" }),
    answers: z
      .record(z.string().max(100), funnelAnswerSchema)
      .refine((answers) => Object.keys(answers).length <= 60, "at most 60 answers")
      .openapi({ description: "The funnel's answers by screen id, as the browser keeps them (spec section 3)." }),
    locale: z.enum(locales).default("en").openapi({ description: "The interface language lesson titles are given in." }),
  })
  .openapi("PersonalPlanRequest");

export const planQuery = z.object({
  locale: z.enum(locales).default("en").openapi({ description: "The interface language lesson titles are given in." }),
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ example: "2026-11-23" });
const level = z.enum(LEVELS);
const lesson = z.object({ id: z.string(), title: z.string(), level });
const dayLesson = lesson.extend({
  done: z.boolean().openapi({ description: "Completed today (lessons completed before today are not planned again)." }),
});

export const planSchema = z
  .object({
    funnel: z.string(),
    course: z.enum(["en", "es"]),
    goal: z.enum(PLAN_GOALS).nullable(),
    level,
    startLevel: level,
    startLesson: lesson.openapi({ description: "The lesson the plan opened at when it was made." }),
    nextLesson: lesson.nullable().openapi({
      description: "The first lesson at or after the start lesson the learner has not completed; null when every one is done.",
    }),
    minutesPerDay: z.number().int(),
    dailyGoal: z.number().int().openapi({ description: "5, 10, 15 or 20: the daily goal set in the learner's settings." }),
    daysPerWeek: z.number().int(),
    topics: z.array(z.string()),
    week: z
      .array(z.object({ day, study: z.boolean(), lessons: z.array(dayLesson), reviews: z.number().int(), minutes: z.number().int() }))
      .openapi({
        description:
          "Seven local days from today: study days with their lessons (from the next lesson; those completed today stay today's) and review sessions.",
      }),
    estimate: z
      .object({
        level,
        nextLevel: z.enum(CEFR_LEVELS),
        hoursNeeded: z.number(),
        hoursRange: z.tuple([z.number(), z.number()]),
        minutesPerWeek: z.number().int(),
        weeks: z.number().int(),
        weeksRange: z.tuple([z.number().int(), z.number().int()]),
        reachBy: day,
        sourceId: z
          .enum(HOURS_SOURCE_IDS)
          .openapi({ description: "Whose published hours: Cambridge English (English), Instituto Cervantes (Spanish)." }),
        source: z.string().url(),
      })
      .nullable()
      .openapi({
        description:
          "An estimate, not a promise, from published hours per CEFR level for the course's language; null when none reach the next level (Spanish from C1).",
      }),
    assumed: z.array(z.string()).openapi({ description: "Inputs that were not answered and took a default." }),
  })
  .openapi("PersonalPlan");
