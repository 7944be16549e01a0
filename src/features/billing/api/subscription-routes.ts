import { createRoute, type z } from "@hono/zod-openapi";
import { createRouter, requireRegistered } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import { applyOwnSubscriptionEvent } from "../server/apply-own-subscription-event";
import { cancelSubscription } from "../server/cancel-subscription";
import { changeSubscriptionPlan, previewPlanChange } from "../server/change-subscription-plan";
import { getPaymentProvider } from "../server/payment-provider-instance";
import { answerFor } from "../server/saved-card";
import { subscriptionViewSchema } from "./subscription-schema";
import {
  cancelBodySchema,
  changePlanBodySchema,
  changePlanQuerySchema,
  emptyBodySchema,
  pauseBodySchema,
  planChangePreviewSchema,
  subscriptionParams,
} from "./subscription-schemas";

const answer = {
  200: { description: "The subscription after the change.", content: { "application/json": { schema: subscriptionViewSchema } } },
};

function action<B extends z.ZodType>(path: string, summary: string, body: B, description: string) {
  return createRoute({
    method: "post",
    path: `/billing/subscriptions/{id}/${path}`,
    operationId: `${path.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Subscription`,
    tags: ["billing"],
    summary,
    description,
    security: [{ bearerAuth: [] }],
    request: { params: subscriptionParams, body: { required: true, content: { "application/json": { schema: body } } } },
    responses: { ...answer, ...apiErrorResponses(400, 401, 403, 404, 413, 415) },
  });
}

const cancelRoute = action(
  "cancel",
  "Cancel at the period end",
  cancelBodySchema,
  "Stops the renewal; everything stays until the period end. Stores the reason, emails a confirmation.",
);
const undoCancelRoute = action("undo-cancel", "Keep the subscription", emptyBodySchema, "Takes back a cancel at the period end.");
const pauseRoute = action(
  "pause",
  "Pause for 1–3 months",
  pauseBodySchema,
  "Once per period; the paid time left comes back when it resumes.",
);
const resumeRoute = action("resume", "Resume now", emptyBodySchema, "Ends a pause early; the paid time left counts from now.");
const changePlanRoute = action(
  "change-plan",
  "Change plan",
  changePlanBodySchema,
  "An upgrade charges the prorated difference now with the saved card, then applies; a downgrade applies at the renewal.",
);

const previewRoute = createRoute({
  method: "get",
  path: "/billing/subscriptions/{id}/change-plan",
  operationId: "previewPlanChange",
  tags: ["billing"],
  summary: "Preview a plan change",
  description: "Upgrade or downgrade, the amount charged now and when the new plan applies. Changes nothing.",
  security: [{ bearerAuth: [] }],
  request: { params: subscriptionParams, query: changePlanQuerySchema },
  responses: {
    200: { description: "The preview.", content: { "application/json": { schema: planChangePreviewSchema } } },
    ...apiErrorResponses(400, 401, 403, 404),
  },
});

/** The person's own subscription actions (decision record 0017); another person's subscription is 404. */
export const subscriptionRoutes = createRouter()
  .openapi(cancelRoute, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    const body = c.req.valid("json");
    const row = await cancelSubscription({
      userId: caller.sub,
      subscriptionId: c.req.valid("param").id,
      reason: body.reason,
      comment: body.comment,
    });
    return c.json(await answerFor(row), 200);
  })
  .openapi(undoCancelRoute, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    const row = await applyOwnSubscriptionEvent({
      userId: caller.sub,
      subscriptionId: c.req.valid("param").id,
      event: { type: "undo_cancel", at: new Date() },
      provider: getPaymentProvider(),
      extra: { cancelReason: null },
    });
    return c.json(await answerFor(row), 200);
  })
  .openapi(pauseRoute, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    const row = await applyOwnSubscriptionEvent({
      userId: caller.sub,
      subscriptionId: c.req.valid("param").id,
      event: { type: "pause", at: new Date(), months: c.req.valid("json").months },
      provider: getPaymentProvider(),
    });
    return c.json(await answerFor(row), 200);
  })
  .openapi(resumeRoute, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    const row = await applyOwnSubscriptionEvent({
      userId: caller.sub,
      subscriptionId: c.req.valid("param").id,
      event: { type: "resume", at: new Date() },
      provider: getPaymentProvider(),
    });
    return c.json(await answerFor(row), 200);
  })
  .openapi(previewRoute, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    const preview = await previewPlanChange({
      userId: caller.sub,
      subscriptionId: c.req.valid("param").id,
      planId: c.req.valid("query").planId,
    });
    return c.json(preview, 200);
  })
  .openapi(changePlanRoute, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    const row = await changeSubscriptionPlan({
      userId: caller.sub,
      subscriptionId: c.req.valid("param").id,
      planId: c.req.valid("json").planId,
    });
    return c.json(await answerFor(row), 200);
  });
