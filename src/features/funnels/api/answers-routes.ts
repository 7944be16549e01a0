import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/lib/api/create-api-app";
import { invalidInput } from "@/lib/api/api-errors";
import { apiErrorResponses } from "@/lib/api/openapi";
import { AppError } from "@/lib/errors";
import { checkAnswerSet } from "../model/check-answer-set";
import { loadFunnel } from "../server/load-funnels";
import { storeAnswerSet } from "../server/store-answer-set";

/** Free text is length-limited everywhere (an input screen allows at most 200 characters). */
const text = (max: number) => z.string().max(max);

const funnelAnswerSchema = z
  .object({
    questionText: text(300),
    category: text(60),
    questionId: text(60),
    selectedAnswers: z.array(text(200)).min(1).max(40),
    selectedAnswerIds: z.array(text(64)).min(1).max(40),
    questionKey: text(60),
    tag: text(60).nullable(),
    retenoUserProperty: text(60).nullable(),
  })
  .strict()
  .openapi("FunnelAnswer", { description: "One screen's answer as the browser keeps it (spec section 3, Funnel local answer)." });

const answerSetSchema = z
  .object({
    answers: z.array(funnelAnswerSchema).max(60),
    completed: z.boolean().default(false),
  })
  .openapi("FunnelAnswerSetWrite");

const storedSchema = z
  .object({ funnel: z.string(), answers: z.number().int(), completed_at: z.string().nullable() })
  .openapi("FunnelAnswerSet");

const postAnswers = createRoute({
  method: "post",
  path: "/funnels/{slug}/answers",
  operationId: "storeFunnelAnswers",
  tags: ["funnels"],
  summary: "Store the caller's answers to a funnel",
  description:
    "The caller may be an anonymous visitor: on sign-up the answers move to the new account. The answers are checked against the funnel's definition; a later set replaces the earlier one.",
  security: [{ bearerAuth: [] }],
  request: {
    params: z.object({
      slug: z
        .string()
        .max(64)
        .openapi({ param: { name: "slug", in: "path" }, example: "english-improve" }),
    }),
    body: { required: true, content: { "application/json": { schema: answerSetSchema } } },
  },
  responses: {
    200: { description: "Stored.", content: { "application/json": { schema: storedSchema } } },
    ...apiErrorResponses(400, 401, 404, 413, 415),
  },
});

export const funnelAnswerRoutes = createRouter().openapi(postAnswers, async (c) => {
  const caller = c.get("caller");
  const definition = loadFunnel(c.req.valid("param").slug);
  if (!definition) throw new AppError("not_found", "There is no funnel with this slug.");
  const body = c.req.valid("json");
  const problems = checkAnswerSet(definition.screens, body.answers);
  if (problems.length > 0)
    throw invalidInput(
      "json",
      problems.map((problem) => ({ ...problem, path: ["answers", ...problem.path] })),
    );
  const stored = await storeAnswerSet({
    userId: caller.sub,
    isAnonymous: caller.isAnonymous,
    definition,
    answers: body.answers,
    isCompleted: body.completed,
    now: new Date(),
  });
  return c.json({ funnel: definition.slug, answers: body.answers.length, completed_at: stored.completedAt?.toISOString() ?? null }, 200);
});
