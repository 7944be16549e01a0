import { createRoute } from "@hono/zod-openapi";
import { createRouter, requireRegistered } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import { acceptUpsell } from "../server/accept-upsell";
import { findUpsellOffer } from "../server/find-upsell-offer";
import { upsellAnswerSchema, upsellBodySchema, upsellOfferSchema } from "./subscription-schemas";

const offerRoute = createRoute({
  method: "get",
  path: "/billing/upsell",
  operationId: "getUpsellOffer",
  tags: ["billing"],
  summary: "The offer after the latest purchase",
  description: "Priced from the catalogue (content/billing/upsells.json); null when there is none, it has expired or was taken.",
  security: [{ bearerAuth: [] }],
  responses: {
    200: { description: "The offer, or null.", content: { "application/json": { schema: upsellOfferSchema.nullable() } } },
    ...apiErrorResponses(401, 403),
  },
});

const acceptRoute = createRoute({
  method: "post",
  path: "/billing/upsell",
  operationId: "acceptUpsellOffer",
  tags: ["billing"],
  summary: "Take the offer with one click",
  description:
    "Charges the saved card once per offer and purchase (a retry answers the first result). requires_action: the bank wants the person to confirm (buy it through checkout instead); failed: the reason, nothing bought.",
  security: [{ bearerAuth: [] }],
  request: { body: { required: true, content: { "application/json": { schema: upsellBodySchema } } } },
  responses: {
    200: { description: "What happened.", content: { "application/json": { schema: upsellAnswerSchema } } },
    ...apiErrorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const upsellRoutes = createRouter()
  .openapi(offerRoute, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    return c.json(await findUpsellOffer(caller.sub), 200);
  })
  .openapi(acceptRoute, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    return c.json(await acceptUpsell({ userId: caller.sub, offerId: c.req.valid("json").offerId }), 200);
  });
