import { z } from "@hono/zod-openapi";
import { PAUSE_MONTHS } from "../model/subscription";

export const subscriptionParams = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
});

const token = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/);

export const cancelBodySchema = z
  .object({
    reason: token.openapi({ description: "The reason chosen in the cancel flow (too_expensive, not_using, missing_features, …)." }),
    comment: z.string().trim().max(1000).optional(),
  })
  .openapi("CancelSubscription");

export const emptyBodySchema = z.object({}).openapi("EmptyBody");

export const pauseBodySchema = z
  .object({
    months: z
      .number()
      .int()
      .refine((months) => (PAUSE_MONTHS as readonly number[]).includes(months), "1, 2 or 3"),
  })
  .openapi("PauseSubscription");

const planId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(80);

export const changePlanBodySchema = z.object({ planId }).openapi("ChangePlan");
export const changePlanQuerySchema = z.object({ planId });

export const planChangePreviewSchema = z
  .object({
    kind: z.enum(["upgrade", "downgrade", "keep"]),
    planId: z.string(),
    amount: z.number().int().openapi({ description: "Minor units charged now." }),
    currency: z.string(),
    effectiveAt: z.string(),
  })
  .openapi("PlanChangePreview");

export const upsellOfferSchema = z
  .object({
    offerId: z.string(),
    planId: z.string(),
    kind: z.enum(["credit_pack", "subscription", "one_time"]),
    amount: z.number().int(),
    currency: z.string(),
    regularAmount: z.number().int(),
    credits: z.number().int(),
    paymentMethodLabel: z.string().nullable(),
    expiresAt: z.string(),
  })
  .openapi("UpsellOffer");

export const upsellBodySchema = z.object({ offerId: z.string().max(80) }).openapi("AcceptUpsell");

export const upsellAnswerSchema = z
  .object({ status: z.enum(["succeeded", "requires_action", "failed"]), reason: z.string().optional() })
  .openapi("UpsellResult");
