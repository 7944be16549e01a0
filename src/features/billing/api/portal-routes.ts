import { createRoute, z } from "@hono/zod-openapi";
import { readAccount } from "@/features/auth/server";
import { createRouter, requireRegistered } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import { openBillingPortal } from "../server/open-billing-portal";

const portalBody = z
  .object({
    returnPath: z.string().max(2048).optional().openapi({
      description: "A local page (without the locale) the portal sends the person back to; the settings page by default.",
      example: "/profile/settings/payments-subscriptions",
    }),
  })
  .openapi("OpenBillingPortal");

const portalSchema = z
  .object({ url: z.string().openapi({ description: "The provider's portal page for this person (short-lived)." }) })
  .openapi("BillingPortal");

const portalRoute = createRoute({
  method: "post",
  path: "/billing/portal",
  operationId: "openBillingPortal",
  tags: ["billing"],
  summary: "Open the payment provider's customer portal",
  description:
    'Where the person manages cards, invoices, pausing and plan changes of subscriptions the provider renews itself (Stripe). 404 with `fields.portal` "unavailable" when the provider has no portal, "no_customer" when the person has no customer record there.',
  security: [{ bearerAuth: [] }],
  request: { body: { required: true, content: { "application/json": { schema: portalBody } } } },
  responses: {
    200: { description: "Where the browser goes.", content: { "application/json": { schema: portalSchema } } },
    ...apiErrorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const portalRoutes = createRouter().openapi(portalRoute, async (c) => {
  const caller = c.get("caller");
  requireRegistered(caller);
  const account = await readAccount(caller.sub);
  const { url } = await openBillingPortal({ userId: caller.sub, returnPath: c.req.valid("json").returnPath, locale: account?.locale });
  return c.json({ url }, 200);
});
