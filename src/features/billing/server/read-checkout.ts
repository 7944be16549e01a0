import "server-only";
import { and, eq } from "drizzle-orm";
import { checkouts, subscriptions } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import { findPlan, PLANS } from "../model/catalogue";
import type { Plan } from "../model/plan-schema";
import type { SubscriptionStatus } from "../model/subscription";
import { checkoutKindOf, type CheckoutKind } from "./start-checkout";

export interface CheckoutView {
  status: "open" | "complete" | "expired";
  planId: string;
  kind: CheckoutKind;
  subscriptionStatus?: SubscriptionStatus;
  trialEndsAt?: string;
  amount: number;
  currency: string;
}

/** One of the caller's checkouts (undefined for anyone else's: the route answers 404 alike). */
export async function readCheckout(userId: string, checkoutId: string, db: Database = getDb(), plans: readonly Plan[] = PLANS) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(checkoutId)) return undefined;
  const [row] = await db
    .select({ checkout: checkouts, subscription: subscriptions })
    .from(checkouts)
    .leftJoin(subscriptions, eq(subscriptions.id, checkouts.subscriptionId))
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId)));
  if (!row) return undefined;
  const { checkout, subscription } = row;
  const plan = findPlan(checkout.planId, plans);
  const view: CheckoutView = {
    status: checkout.status,
    planId: checkout.planId,
    kind: plan ? checkoutKindOf(plan) : checkout.mode === "subscription" ? "subscription" : "one_time",
    amount: checkout.amount,
    currency: checkout.currency,
  };
  if (subscription) {
    view.subscriptionStatus = subscription.status;
    if (subscription.status === "trialing" && subscription.periodEnd) view.trialEndsAt = subscription.periodEnd.toISOString();
  }
  return view;
}
