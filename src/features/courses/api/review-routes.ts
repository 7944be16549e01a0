import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import { AppError } from "@/lib/errors";
import { locales } from "@/lib/i18n";
import { COURSES } from "../model/course-levels";
import { EXERCISE_TYPES } from "../model/content-schema";
import { readCurrentCourse, readReviewsToday, startReview, submitReviewResults } from "../server/reviews";

/**
 * Reviews (decision record 0024): today's review and a practice of weak items, started as an
 * attempt and scored on the server. Anonymous visitors learn too, so these do not need an account.
 */

const secured = { tags: ["courses"], security: [{ bearerAuth: [] }] };

const exerciseSchema = z
  .looseObject({
    id: z.string().openapi({ example: "review-1" }),
    type: z.enum(EXERCISE_TYPES),
    itemIds: z.array(z.string()).openapi({ description: "The cards this exercise's answer grades.", example: ["en:word:hello"] }),
  })
  .openapi("ReviewExercise", {
    description: "A playable exercise (the lesson player's shape, texts in the learner's language) and the cards it grades.",
  });

const reviewsSchema = z
  .object({
    course: z.enum(COURSES),
    today: z.string().openapi({ description: "The learner's local day (X-Time-Location).", example: "2026-11-23" }),
    count: z.number().int().openapi({ description: "Cards to review today (a backlog is spread: at most the daily cap)." }),
    exercises: z.array(exerciseSchema).openapi({ description: "The next review session (the open one, if any)." }),
    days: z
      .array(z.object({ day: z.string(), count: z.number().int(), onBreak: z.boolean() }))
      .openapi({ description: "Today and the six days after it, with the reviews planned on each." }),
    weak: z.number().int().openapi({ description: "Weak items (lapsed or barely remembered) a practice would take from." }),
    cards: z.number().int().openapi({ description: "Every word and sentence the learner has learned in the course." }),
  })
  .openapi("ReviewsToday");

const reviewsQuery = z.object({
  course: z
    .enum(COURSES)
    .optional()
    .openapi({ param: { name: "course", in: "query" }, description: "The learner's current course when left out." }),
  locale: z
    .enum(locales)
    .default("en")
    .openapi({ param: { name: "locale", in: "query" }, description: "The interface language of the exercises." }),
});

const getReviewsRoute = createRoute({
  ...secured,
  method: "get",
  path: "/courses/reviews",
  operationId: "getReviews",
  summary: "Today's reviews",
  description:
    "The cards due today (FSRS, in the learner's local day, planned breaks respected), the next session, the week ahead and the weak items.",
  request: { query: reviewsQuery },
  responses: {
    200: { description: "Today's reviews.", content: { "application/json": { schema: reviewsSchema } } },
    ...apiErrorResponses(400, 401),
  },
});

const startBody = z
  .object({
    kind: z.literal("review"),
    mode: z.enum(["due", "weak"]).openapi({ description: "due: today's review; weak: a practice of weak items." }),
    course: z.enum(COURSES).optional(),
    locale: z.enum(locales).default("en"),
  })
  .openapi("StartReview");

const startRoute = createRoute({
  ...secured,
  method: "post",
  path: "/courses/reviews/attempts",
  operationId: "startReview",
  summary: "Start (or resume) a review",
  description:
    "Opens today's review or a practice; a second tab resumes the same attempt and its exercises. 404 when there is nothing to review.",
  request: { body: { required: true, content: { "application/json": { schema: startBody } } } },
  responses: {
    200: {
      description: "The attempt and its exercises.",
      content: {
        "application/json": {
          schema: z
            .object({
              attemptId: z.string(),
              resumed: z.boolean(),
              exercises: z.array(exerciseSchema),
              meanings: z.enum(["translation", "definition"]).openapi({
                description:
                  "How the exercises give a word's meaning: a translation, or a definition in the course's language, for the locale asked for (a resumed session follows the page's language too).",
              }),
            })
            .openapi("ReviewAttempt"),
        },
      },
    },
    ...apiErrorResponses(400, 401, 404),
  },
});

const resultsBody = z
  .object({
    answers: z
      .array(
        z.object({
          exerciseId: z.string().max(100),
          response: z.string().max(1000).nullable(),
          ms: z.number().int().min(0),
          retry: z.boolean().optional(),
          mistakes: z.number().int().min(0).optional(),
          missed: z.array(z.string().min(1).max(100)).max(12).optional(),
        }),
      )
      .max(500),
    durationMs: z.number().int().min(0),
  })
  .openapi("ReviewResults");

const resultSchema = z
  .object({
    attemptId: z.string(),
    mode: z.enum(["due", "weak"]),
    correct: z.number().int(),
    total: z.number().int(),
    accuracy: z.number().openapi({ description: "0–1, from the first answers." }),
    xp: z.number().int().openapi({ description: "1 per card reviewed." }),
    durationMs: z.number().int().openapi({ description: "Time counted (each answer capped, never more than the wall time)." }),
    cards: z.number().int(),
    streak: z.object({ current: z.number().int(), extendedToday: z.boolean() }),
    achievements: z.array(z.string()).openapi({ description: "Ids of the achievements this review earned." }),
    replay: z.boolean().openapi({ description: "True when the attempt was already completed: nothing changed." }),
  })
  .openapi("ReviewResult");

const resultsRoute = createRoute({
  ...secured,
  method: "post",
  path: "/courses/reviews/attempts/{attemptId}/results",
  operationId: "submitReviewResults",
  summary: "Submit a review's answers",
  description:
    "Idempotent: the first batch completes the attempt (verdicts recomputed on the server, cards graded, XP and time added), a replay gets the same result back.",
  request: {
    params: z.object({ attemptId: z.string().openapi({ param: { name: "attemptId", in: "path" } }) }),
    body: { required: true, content: { "application/json": { schema: resultsBody } } },
  },
  responses: {
    200: { description: "The result.", content: { "application/json": { schema: resultSchema } } },
    ...apiErrorResponses(400, 401, 404, 422),
  },
});

const PROBLEMS = {
  unknown_exercise: "is not an exercise of this review",
  missing_answer: "has no answer",
  duplicate_answer: "is answered twice (mark repeats with retry: true)",
} as const;

export const reviewRoutes = createRouter()
  .openapi(getReviewsRoute, async (c) => {
    const caller = c.get("caller");
    const query = c.req.valid("query");
    const course = query.course ?? (await readCurrentCourse(caller.sub));
    return c.json(await readReviewsToday(caller.sub, course, query.locale, c.get("timeZone"), new Date()), 200);
  })
  .openapi(startRoute, async (c) => {
    const caller = c.get("caller");
    const body = c.req.valid("json");
    const course = body.course ?? (await readCurrentCourse(caller.sub));
    const started = await startReview({
      userId: caller.sub,
      course,
      locale: body.locale,
      mode: body.mode,
      timeZone: c.get("timeZone"),
      now: new Date(),
    });
    if (started.status === "unknown_course") throw new AppError("not_found", "There is no such course.");
    if (started.status === "empty") throw new AppError("not_found", "There is nothing to review now.");
    return c.json(
      { attemptId: started.attemptId, resumed: started.resumed, exercises: started.exercises, meanings: started.meanings },
      200,
    );
  })
  .openapi(resultsRoute, async (c) => {
    const caller = c.get("caller");
    const body = c.req.valid("json");
    const submitted = await submitReviewResults({
      userId: caller.sub,
      attemptId: c.req.valid("param").attemptId,
      answers: body.answers,
      durationMs: body.durationMs,
      timeZone: c.get("timeZone"),
      now: new Date(),
    });
    if (submitted.status === "not_found") throw new AppError("not_found", "There is no such review.");
    if (submitted.status === "invalid") {
      const { code, exerciseId } = submitted.problem;
      throw new AppError("invalid_answers", `Exercise "${exerciseId}" ${PROBLEMS[code]}.`, {
        reason: code,
        fields: { [`answers.${exerciseId}`]: code },
      });
    }
    return c.json({ ...submitted.result, replay: submitted.replay }, 200);
  });
