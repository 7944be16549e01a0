import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import { AppError } from "@/lib/errors";
import { listCourseTests, startCourseTest, submitTestResults } from "../server/course-tests";
import {
  courseTestListSchema,
  startedTestSchema,
  startTestBody,
  testAttemptParams,
  testCourseQuery,
  testLocaleQuery,
  testParams,
  testResultSchema,
  testResultsBody,
} from "./test-schemas";

const secured = { tags: ["courses"], security: [{ bearerAuth: [] }] };
const json = <S extends z.ZodType>(description: string, schema: S) => ({ description, content: { "application/json": { schema } } });

const listRoute = createRoute({
  method: "get",
  path: "/courses/tests",
  operationId: "listCourseTests",
  summary: "The tests of a course",
  description:
    "Per level: a checkpoint for each unit and the level test, with the caller's attempts, best and last score and whether they passed (80%). Passing a level test opens the next level early.",
  ...secured,
  request: { query: z.object({ course: testCourseQuery, locale: testLocaleQuery }) },
  responses: { 200: json("The tests and the caller's results.", courseTestListSchema), ...apiErrorResponses(400, 401) },
});

const startRoute = createRoute({
  method: "post",
  path: "/courses/tests/{testId}/attempts",
  operationId: "startCourseTest",
  summary: "Start a test",
  description:
    "Starts an attempt at a unit checkpoint (test id = the unit id) or a level test (`<course>-<level>`, e.g. en-a1) and answers its exercises, drawn for this attempt. A second tab resumes the open attempt with the same exercises (200 instead of 201).",
  ...secured,
  request: {
    params: testParams,
    query: z.object({ locale: testLocaleQuery }),
    body: { required: true, content: { "application/json": { schema: startTestBody } } },
  },
  responses: {
    200: json("An open attempt was resumed.", startedTestSchema),
    201: json("A new attempt was started.", startedTestSchema),
    ...apiErrorResponses(400, 401, 404, 429),
  },
});

const resultsRoute = createRoute({
  method: "post",
  path: "/courses/tests/attempts/{attemptId}/results",
  operationId: "submitCourseTestResults",
  summary: "Submit a test's answers",
  description:
    "Completes the test attempt once: the server rebuilds the attempt's exercises, scores the answers from the content, grades the review cards of what it tested and adds the time (and on a first pass 1 XP per right answer) to the caller's local day (X-Time-Location). A replay (or the other tab) gets the stored result with replay: true. 422 invalid_answers when an answer is for an exercise not in the test, is missing or is given twice.",
  ...secured,
  request: { params: testAttemptParams, body: { required: true, content: { "application/json": { schema: testResultsBody } } } },
  responses: { 200: json("The result.", testResultSchema), ...apiErrorResponses(400, 401, 404, 413, 415, 422, 429) },
});

/** Unit checkpoints and level tests (decision record 0026). Anonymous visitors take them too. */
export const courseTestRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { course, locale } = c.req.valid("query");
    return c.json(await listCourseTests({ userId: c.get("caller").sub, course, locale }), 200);
  })
  .openapi(startRoute, async (c) => {
    const started = await startCourseTest({
      userId: c.get("caller").sub,
      testId: c.req.valid("param").testId,
      locale: c.req.valid("query").locale,
      now: new Date(),
    });
    if (started.status === "unknown") throw new AppError("not_found", "There is no such test.");
    const body = { attemptId: started.attemptId, resumed: started.resumed, test: started.test, exercises: started.exercises };
    return body.resumed ? c.json(body, 200) : c.json(body, 201);
  })
  .openapi(resultsRoute, async (c) => {
    const submitted = await submitTestResults({
      userId: c.get("caller").sub,
      attemptId: c.req.valid("param").attemptId,
      body: c.req.valid("json"),
      timeZone: c.get("timeZone"),
      now: new Date(),
    });
    if (submitted.status === "not_found") throw new AppError("not_found", "There is no such test attempt.");
    if (submitted.status === "invalid") {
      const { code, exerciseId } = submitted.problem;
      throw new AppError("invalid_answers", `The answers do not fit the test (${code}: "${exerciseId}").`, { reason: code });
    }
    return c.json(submitted.result, 200);
  });
