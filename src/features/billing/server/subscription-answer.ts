import "server-only";
import { eq } from "drizzle-orm";
import { billingCustomers } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { findPlan, PLANS } from "../model/catalogue";
import { nextChargeOf } from "../model/next-charge";
import type { Plan } from "../model/plan-schema";
import { rowToSubscription, type SubscriptionRow } from "./subscription-store";

/**
 * A subscription as the person's routes answer it: the item of `GET /v1/billing/subscriptions`
 * (wt-account's `toSubscriptionView`). TODO(issue 12, integrator): one serializer for both.
 */
export interface SubscriptionAnswer {
  id: string;
  planId: string;
  category: string;
  type: string;
  status: SubscriptionRow["status"];
  trialEndsAt: string | null;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  pause: { resumesAt: string } | null;
  nextCharge: { at: string; amount: number; currency: string } | null;
  paymentMethodLabel: string | null;
  pendingPlanId: string | null;
}

export function toSubscriptionAnswer(
  row: SubscriptionRow,
  paymentMethodLabel: string | null,
  plans: readonly Plan[] = PLANS,
): SubscriptionAnswer {
  const subscription = rowToSubscription(row);
  const plan = findPlan(row.planId, plans);
  const next = nextChargeOf(subscription, plans);
  return {
    id: row.id,
    planId: row.planId,
    category: plan?.category ?? "",
    type: plan?.type ?? "",
    status: row.status,
    trialEndsAt: row.status === "trialing" ? (row.periodEnd?.toISOString() ?? null) : null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pause: subscription.pause === null ? null : { resumesAt: subscription.pause.resumesAt.toISOString() },
    nextCharge: next === null ? null : { at: next.at.toISOString(), amount: next.amount, currency: next.currency },
    paymentMethodLabel,
    pendingPlanId: row.pendingPlanId,
  };
}

/** The person's saved card (renewals and one-click purchases charge it), or null. */
export async function readSavedCard(userId: string, db: Database | Transaction = getDb()) {
  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  if (customer === undefined || customer.paymentMethod === null) return null;
  return {
    provider: customer.provider,
    customer: customer.providerCustomerId,
    paymentMethod: customer.paymentMethod,
    label: customer.paymentMethodLabel,
  };
}
export type SavedCard = NonNullable<Awaited<ReturnType<typeof readSavedCard>>>;

/** The answer for a row, with the person's card label. */
export async function answerFor(row: SubscriptionRow, db: Database | Transaction = getDb()): Promise<SubscriptionAnswer> {
  const card = await readSavedCard(row.userId, db);
  return toSubscriptionAnswer(row, card?.label ?? null);
}
