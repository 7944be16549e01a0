import { createRoute, type z } from "@hono/zod-openapi";
import { createRouter } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import { AppError } from "@/lib/errors";
import type { FunnelAnswers } from "../model/answers";
import { planView } from "../model/plan-view";
import { readPersonalPlan, savePersonalPlan } from "../server/plan-store";
import { planBody, planQuery, planSchema } from "./plan-schemas";

const secured = { tags: ["funnels"], security: [{ bearerAuth: [] }] };
const json = <S extends z.ZodType>(description: string, schema: S) => ({ description, content: { "application/json": { schema } } });

const savePlanRoute = createRoute({
  method: "post",
  path: "/funnels/plan",
  operationId: "savePersonalPlan",
  summary: "Build and save the personal plan",
  description:
    "Builds the plan on the server from the funnel's answers (goal, level, minutes a day, days a week, topics, course), saves it as the caller's plan (anonymous callers included: it moves with them on sign-up), sets their daily goal and course, and places them at the answered level.",
  ...secured,
  request: { body: { required: true, content: { "application/json": { schema: planBody } } } },
  responses: { 200: json("The plan.", planSchema), ...apiErrorResponses(400, 401, 413, 415, 429) },
});

const readPlanRoute = createRoute({
  method: "get",
  path: "/funnels/plan",
  operationId: "getPersonalPlan",
  summary: "The personal plan",
  description: "The caller's saved plan, its week from their local today (X-Time-Location). 404 when they have none.",
  ...secured,
  request: { query: planQuery },
  responses: { 200: json("The plan.", planSchema), ...apiErrorResponses(400, 401, 404) },
});

/** The personal plan of the caller (decision record 0033). */
export const planRoutes = createRouter()
  .openapi(savePlanRoute, async (c) => {
    const { funnel, answers, locale } = c.req.valid("json");
    const plan = await savePersonalPlan({
      userId: c.get("caller").sub,
      funnel,
      answers: answers as FunnelAnswers,
      now: new Date(),
      timeZone: c.get("timeZone"),
    });
    return c.json(planView(plan, funnel, locale), 200);
  })
  .openapi(readPlanRoute, async (c) => {
    const plan = await readPersonalPlan({ userId: c.get("caller").sub, now: new Date(), timeZone: c.get("timeZone") });
    if (!plan) throw new AppError("not_found", "There is no personal plan yet.");
    return c.json(planView(plan, plan.funnel, c.req.valid("query").locale), 200);
  });
