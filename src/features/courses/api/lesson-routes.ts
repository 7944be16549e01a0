import { createRoute, z } from "@hono/zod-openapi";
import { loadEntitlements } from "@/features/billing/server";
import { createRouter } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import { AppError } from "@/lib/errors";
import { submitLessonResults } from "../server/lesson-results";
import { readCourseMap, readLesson, startLessonAttempt } from "../server/open-lesson";
import {
  attemptParams,
  attemptSchema,
  courseMapSchema,
  courseQuery,
  lessonParams,
  lessonResultSchema,
  localeQuery,
  playableLessonSchema,
  resultsBody,
  startAttemptBody,
} from "./course-schemas";

const secured = { tags: ["courses"], security: [{ bearerAuth: [] }] };
const json = <S extends z.ZodType>(description: string, schema: S) => ({ description, content: { "application/json": { schema } } });

const courseMapRoute = createRoute({
  method: "get",
  path: "/courses",
  operationId: "getCourseMap",
  summary: "The course map",
  description: "Levels → units → lessons with the caller's status of each (done, next, open, locked, premium).",
  ...secured,
  request: { query: z.object({ course: courseQuery, locale: localeQuery }) },
  responses: { 200: json("The course map (no levels for a course not written yet).", courseMapSchema), ...apiErrorResponses(400, 401) },
});

const lessonRoute = createRoute({
  method: "get",
  path: "/courses/lessons/{lessonId}",
  operationId: "getLesson",
  summary: "A lesson to play",
  description:
    "The lesson in the caller's locale if they may open it; 403 lesson_locked with reason premium (free learners: the first 3 lessons of a level and one more a day) or order (an earlier lesson first).",
  ...secured,
  request: { params: lessonParams, query: z.object({ locale: localeQuery }) },
  responses: {
    200: json("The lesson.", z.object({ lesson: playableLessonSchema })),
    ...apiErrorResponses(400, 401, 403, 404),
  },
});

const startRoute = createRoute({
  method: "post",
  path: "/courses/attempts",
  operationId: "startAttempt",
  summary: "Start a lesson",
  description:
    "Starts an attempt at a lesson the caller may open (gated like the lesson); its id is the idempotency key of the results. A second tab resumes the open attempt (200 instead of 201).",
  ...secured,
  request: { body: { required: true, content: { "application/json": { schema: startAttemptBody } } } },
  responses: {
    200: json("An open attempt was resumed.", attemptSchema),
    201: json("A new attempt was started.", attemptSchema),
    ...apiErrorResponses(400, 401, 403, 404, 413, 415, 429),
  },
});

const resultsRoute = createRoute({
  method: "post",
  path: "/courses/attempts/{attemptId}/results",
  operationId: "submitLessonResults",
  summary: "Submit a lesson's answers",
  description:
    "Completes the attempt once: the server scores the answers from the lesson content, adds XP and time to the caller's local day (X-Time-Location), extends the streak, creates review cards and awards achievements. A replay (or the other tab) gets the stored result with replay: true. 422 invalid_answers when an answer is for an exercise not in the lesson, is missing or is given twice.",
  ...secured,
  request: { params: attemptParams, body: { required: true, content: { "application/json": { schema: resultsBody } } } },
  responses: {
    200: json("The result.", lessonResultSchema),
    ...apiErrorResponses(400, 401, 404, 413, 415, 422, 429),
  },
});

const lessonLocked = (reason: string) =>
  new AppError(
    "lesson_locked",
    reason === "premium"
      ? "This lesson is part of premium (free: the first lessons of each level and one more a day)."
      : "Finish the lesson before this one first.",
    { reason },
  );

/** The course, a lesson, starting it and submitting its results (decision record 0022). Anonymous visitors learn too. */
export const lessonRoutes = createRouter()
  .openapi(courseMapRoute, async (c) => {
    const caller = c.get("caller");
    const { course, locale } = c.req.valid("query");
    const { coursesTier } = await loadEntitlements(caller.sub);
    const map = await readCourseMap({
      userId: caller.sub,
      tier: coursesTier,
      now: new Date(),
      timeZone: c.get("timeZone"),
      course,
      locale,
    });
    return c.json(map, 200);
  })
  .openapi(lessonRoute, async (c) => {
    const caller = c.get("caller");
    const { coursesTier } = await loadEntitlements(caller.sub);
    const read = await readLesson({
      userId: caller.sub,
      tier: coursesTier,
      now: new Date(),
      timeZone: c.get("timeZone"),
      lessonId: c.req.valid("param").lessonId,
      locale: c.req.valid("query").locale,
    });
    if (read.status === "unknown") throw new AppError("not_found", "There is no such lesson.");
    if (read.status === "locked") throw lessonLocked(read.reason);
    return c.json({ lesson: read.lesson }, 200);
  })
  .openapi(startRoute, async (c) => {
    const caller = c.get("caller");
    const { coursesTier } = await loadEntitlements(caller.sub);
    const started = await startLessonAttempt({
      userId: caller.sub,
      tier: coursesTier,
      now: new Date(),
      timeZone: c.get("timeZone"),
      lessonId: c.req.valid("json").itemId,
    });
    if (started.status === "unknown") throw new AppError("not_found", "There is no such lesson.");
    if (started.status === "locked") throw lessonLocked(started.reason);
    const body = { attemptId: started.attemptId, resumed: started.resumed };
    return started.resumed ? c.json(body, 200) : c.json(body, 201);
  })
  .openapi(resultsRoute, async (c) => {
    const caller = c.get("caller");
    const submitted = await submitLessonResults({
      userId: caller.sub,
      attemptId: c.req.valid("param").attemptId,
      body: c.req.valid("json"),
      timeZone: c.get("timeZone"),
      now: new Date(),
    });
    if (submitted.status === "not_found") throw new AppError("not_found", "There is no such lesson attempt.");
    return c.json(submitted.result, 200);
  });
