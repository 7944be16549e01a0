import { z } from "@hono/zod-openapi";
import { SUBSCRIPTION_STATUSES } from "../model/subscription";
import { CURRENCIES } from "../model/plan-schema";

const isoDate = (description: string) => z.string().nullable().openapi({ description, example: "2026-05-01T10:00:00.000Z" });

/**
 * A subscription as the person's API answers show it (server/subscription-view.ts): the list and
 * every subscription action answer with it.
 */
export const subscriptionViewSchema = z
  .object({
    id: z.string(),
    planId: z.string().openapi({ example: "courses-premium-1m" }),
    category: z.enum(["self study", "tutors"]),
    type: z.string().openapi({ example: "courses_premium" }),
    status: z.enum(SUBSCRIPTION_STATUSES),
    trialEndsAt: isoDate("When the running trial ends and the first charge happens; null outside a trial."),
    periodEnd: isoDate("The end of the running period or trial."),
    cancelAtPeriodEnd: z.boolean().openapi({ description: "Cancelled: it ends at periodEnd and nothing more is charged." }),
    pause: z.object({ resumesAt: z.string() }).nullable(),
    nextCharge: z
      .object({
        at: z.string(),
        amount: z.number().int().openapi({ description: "Minor units (cents)." }),
        currency: z.enum(CURRENCIES),
      })
      .nullable()
      .openapi({ description: "The next charge and its date; null when none will be made (cancelling, ended)." }),
    paymentMethodLabel: z.string().nullable().openapi({ example: "Visa •••• 4242" }),
    pendingPlanId: z.string().nullable().openapi({ description: "A downgrade that applies at the renewal." }),
    managedAtProvider: z.boolean().openapi({
      description:
        "The payment provider renews it by itself (Stripe): pause, resume, undo-cancel and change-plan are refused here (managed_by_provider) and done in its portal (POST /v1/billing/portal); cancel stays here.",
    }),
  })
  .openapi("SubscriptionView");
