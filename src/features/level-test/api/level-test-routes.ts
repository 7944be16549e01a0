import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import { AppError } from "@/lib/errors";
import { answerLevelTestItem, readLevelTest, startLevelTest } from "../server/level-test-sessions";
import { answeredSchema, responseBody, sessionParams, sessionViewSchema, startBody } from "./level-test-schemas";

const secured = { tags: ["level-test"], security: [{ bearerAuth: [] }] };
const json = <S extends z.ZodType>(description: string, schema: S) => ({ description, content: { "application/json": { schema } } });

const startRoute = createRoute({
  method: "post",
  path: "/level-test/sessions",
  operationId: "startLevelTest",
  summary: "Start an English level test",
  description:
    "Starts an adaptive level test (a retake is a new session) and answers its first item. The server picks every item and keeps the answer key; anonymous visitors take it too.",
  ...secured,
  request: { body: { required: true, content: { "application/json": { schema: startBody } } } },
  responses: { 201: json("The session and its first item.", sessionViewSchema), ...apiErrorResponses(400, 401, 429) },
});

const readRoute = createRoute({
  method: "get",
  path: "/level-test/sessions/{sessionId}",
  operationId: "readLevelTest",
  summary: "Where a level test stands",
  description: "The item to answer next, or the result once completed (to resume after a reload). Another person's session is a 404.",
  ...secured,
  request: { params: sessionParams },
  responses: { 200: json("The session.", sessionViewSchema), ...apiErrorResponses(400, 401, 404) },
});

const answerRoute = createRoute({
  method: "post",
  path: "/level-test/sessions/{sessionId}/responses",
  operationId: "answerLevelTestItem",
  summary: "Answer the served item",
  description:
    "Stores the answer (with the ability estimate after it) and answers the next item, or the result when the test stops (standard error at its target or 20 items). The result is computed from the stored responses; a completed test places the learner in the English course. Idempotent per seq: the same answer again gets the same outcome with replay: true. 422 invalid_answers with reason wrong_item (not the item served for this seq), unknown_option, already_answered (a different answer to an answered seq), out_of_order or completed.",
  ...secured,
  request: { params: sessionParams, body: { required: true, content: { "application/json": { schema: responseBody } } } },
  responses: { 200: json("The next item or the result.", answeredSchema), ...apiErrorResponses(400, 401, 404, 413, 415, 422, 429) },
});

const notFound = () => new AppError("not_found", "There is no such level test.");

/** The English level test (issue 14, decision record 0032). */
export const levelTestRoutes = createRouter()
  .openapi(startRoute, async (c) => {
    const view = await startLevelTest({ userId: c.get("caller").sub, source: c.req.valid("json").source, now: new Date() });
    return c.json(view, 201);
  })
  .openapi(readRoute, async (c) => {
    const view = await readLevelTest({ userId: c.get("caller").sub, sessionId: c.req.valid("param").sessionId });
    if (!view) throw notFound();
    return c.json(view, 200);
  })
  .openapi(answerRoute, async (c) => {
    const body = c.req.valid("json");
    const outcome = await answerLevelTestItem({
      userId: c.get("caller").sub,
      sessionId: c.req.valid("param").sessionId,
      ...body,
      now: new Date(),
    });
    if (outcome.status === "not_found") throw notFound();
    if (outcome.status === "conflict" || outcome.status === "invalid")
      throw new AppError("invalid_answers", `The answer does not fit the test (${outcome.reason}).`, { reason: outcome.reason });
    return c.json({ ...outcome.view, replay: outcome.replay }, 200);
  });
