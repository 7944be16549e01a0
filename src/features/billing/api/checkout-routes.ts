import { createRoute, z } from "@hono/zod-openapi";
import { readAccount } from "@/features/auth/server";
import { growthHooks } from "../server/growth-hooks";
import { createRouter, requireRegistered } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import { AppError } from "@/lib/errors";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { normalizeLocale, type Locale } from "@/lib/i18n";
import { SUBSCRIPTION_STATUSES } from "../model/subscription";
import { readCheckout } from "../server/read-checkout";
import { startCheckout } from "../server/start-checkout";

const startBody = z
  .object({
    planId: z.string().min(1).max(100).openapi({ example: "courses-premium-1m" }),
    currency: z
      .string()
      .min(1)
      .max(10)
      .optional()
      .openapi({ description: "The currency switcher's choice (ISO 4217); else the visitor's country decides.", example: "EUR" }),
    returnPath: z.string().max(2048).optional().openapi({
      description:
        "A local path to come back to when leaving the checkout, with its locale or without (then in the interface language). Its locale, when it names one, is also the language of the checkout and of the success page (the page the purchase started from); else the account's.",
      example: "/profile/payments-subscriptions/choose",
    }),
  })
  .openapi("StartCheckout");

const startedSchema = z
  .object({
    checkoutId: z.string(),
    url: z.string().openapi({ description: "Where the browser goes to pay (the provider's hosted page)." }),
  })
  .openapi("CheckoutStarted");

export const checkoutSchema = z
  .object({
    status: z
      .enum(["open", "complete", "expired"])
      .openapi({ description: '"complete" once the payment (or the trial) has been applied.' }),
    planId: z.string(),
    kind: z.enum(["subscription", "one_time", "credit_pack"]),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).optional(),
    trialEndsAt: z.string().optional(),
    amount: z.number().int().openapi({ description: "Minor units of the first charge (after the trial, if any)." }),
    currency: z.string(),
  })
  .openapi("Checkout");

const startRoute = createRoute({
  method: "post",
  path: "/billing/checkout",
  operationId: "startCheckout",
  tags: ["billing"],
  summary: "Open a checkout for a plan",
  description:
    "Price, amount and currency come from the catalogue and the visitor's country only. An open checkout for the same plan and currency is reused. A subscription (or a one-time period) of a product type the caller already holds live is refused with 409 already_subscribed: change or resume that subscription instead. Registered accounts only.",
  security: [{ bearerAuth: [] }],
  request: { body: { required: true, content: { "application/json": { schema: startBody } } } },
  responses: {
    200: { description: "The checkout and where to pay.", content: { "application/json": { schema: startedSchema } } },
    ...apiErrorResponses(400, 401, 403, 409, 429),
  },
});

const readRoute = createRoute({
  method: "get",
  path: "/billing/checkouts/{id}",
  operationId: "getCheckout",
  tags: ["billing"],
  summary: "One of the caller's checkouts",
  description: "The success page polls it until the provider's webhook has been applied.",
  security: [{ bearerAuth: [] }],
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: { description: "The checkout.", content: { "application/json": { schema: checkoutSchema } } },
    ...apiErrorResponses(401, 403, 404),
  },
});

/** The locale a local path starts with ("/it/purchase-onboarding?…" → "it"), if any. */
function localeOfPath(path: string | undefined): Locale | undefined {
  const first = path?.startsWith("/") ? path.slice(1).split(/[/?#]/)[0] : undefined;
  return first ? normalizeLocale(first) : undefined;
}

export const checkoutRoutes = createRouter()
  .openapi(startRoute, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    const body = c.req.valid("json");
    const [account, country] = await Promise.all([
      readAccount(caller.sub),
      growthHooks().lookupCountryCode(c.req.header(CLIENT_ADDRESS_HEADER) ?? "unknown"),
    ]);
    const started = await startCheckout({
      userId: caller.sub,
      email: account?.email ?? caller.email,
      // The language of the page the purchase starts from (its return path's locale), else the account's.
      locale: localeOfPath(body.returnPath) ?? account?.locale,
      planId: body.planId,
      currency: body.currency,
      returnPath: body.returnPath,
      country,
    });
    return c.json(started, 200);
  })
  .openapi(readRoute, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    const view = await readCheckout(caller.sub, c.req.valid("param").id);
    if (!view) throw new AppError("not_found", "There is no such checkout.");
    return c.json(view, 200);
  });
