import "server-only";
import { and, count, eq, gt, inArray, isNotNull } from "drizzle-orm";
import { headers } from "next/headers";
import { subscriptions } from "@db/schema/billing";
import { getSessionUser } from "@/features/auth/server";
import { getDb, type Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { findPlan, isSubscriptionPlan, PLANS } from "../model/catalogue";
import type { Plan } from "../model/plan-schema";
import { LIVE_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../model/subscription";

/**
 * What a person already holds, for what the pages offer and what checkout accepts: one trial per
 * person, and one live subscription per product type (courses premium, tutoring, group lessons).
 * Someone who has premium switches plans or resumes a cancelled plan from Payments and
 * subscriptions; a second purchase would bill them twice for the same thing.
 */

export interface LiveSubscription {
  id: string;
  planId: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
}

export interface PurchaseStanding {
  /** A trial was started before: plans are offered at their price from the first day. */
  hadTrial: boolean;
  /** The person's live subscriptions. */
  live: LiveSubscription[];
}

/** One trial per person: anyone whose subscription ever started a trial pays from the first day. */
export async function hadTrial(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.trialDays, 0), isNotNull(subscriptions.periodStart)));
  return (row?.n ?? 0) > 0;
}

/** The person's live subscriptions. */
function readLiveSubscriptions(db: Database, userId: string): Promise<LiveSubscription[]> {
  return db
    .select({
      id: subscriptions.id,
      planId: subscriptions.planId,
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES])));
}

export async function readPurchaseStanding(userId: string, db: Database = getDb()): Promise<PurchaseStanding> {
  const [trial, live] = await Promise.all([hadTrial(db, userId), readLiveSubscriptions(db, userId)]);
  return { hadTrial: trial, live };
}

/** The standing of the request's registered person; null for a visitor (who has bought nothing). */
export async function loadPurchaseStanding(): Promise<PurchaseStanding | null> {
  const user = await getSessionUser(await headers());
  if (!user || user.isAnonymous) return null;
  return readPurchaseStanding(user.id);
}

/** The live subscription that already sells what `plan` sells (the same product type), if any. */
export function liveOfSameType(live: readonly LiveSubscription[], plan: Plan, plans: readonly Plan[] = PLANS): LiveSubscription | null {
  return live.find((entry) => findPlan(entry.planId, plans)?.type === plan.type) ?? null;
}

/** Plans a live subscription rules out: subscriptions and one-time periods of its product type (credit packs add up, so they stay). */
export const isExclusivePlan = (plan: Plan) => isSubscriptionPlan(plan) || plan.period !== null;

/** Refuses a checkout for what the person already holds (409 already_subscribed). */
export async function refuseWhatIsHeld(db: Database, userId: string, plan: Plan, plans: readonly Plan[] = PLANS): Promise<void> {
  if (!isExclusivePlan(plan)) return;
  const held = liveOfSameType(await readLiveSubscriptions(db, userId), plan, plans);
  if (!held) return;
  throw new AppError(
    "already_subscribed",
    "You already have a live subscription to this: change its plan, or resume it, in Payments and subscriptions. Nothing was charged.",
    { reason: held.planId },
  );
}
