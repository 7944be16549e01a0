import "server-only";
import { and, desc, eq, gt, gte, inArray, isNotNull, ne } from "drizzle-orm";
import { payments, subscriptions } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { findPlan } from "../model/catalogue";
import { isCurrency } from "../model/price-selection";
import { LIVE_SUBSCRIPTION_STATUSES } from "../model/subscription";
import { quoteUpsellAfter, UPSELLS, type UpsellQuote, type Upsells } from "../model/upsell-offers";
import { readSavedCard, type SavedCard } from "./saved-card";

export interface UpsellOffer {
  offerId: string;
  planId: string;
  kind: UpsellQuote["kind"];
  /** Minor units charged with one click. */
  amount: number;
  currency: string;
  /** The plan's catalogue price, to show the saving. */
  regularAmount: number;
  credits: number;
  paymentMethodLabel: string | null;
  expiresAt: string;
}

export interface UpsellSituation {
  offer: UpsellOffer;
  quote: UpsellQuote;
  card: SavedCard;
  /** The purchase the offer follows (a payment, or a trial's subscription). */
  triggerPaymentId: string;
  /** The person took it already (a payment of kind upsell for it since the purchase). */
  isTaken: boolean;
}

/**
 * The offer that follows the person's latest purchase (not itself an upsell), while it stands
 * (`validForHours`), when they have a saved card and do not already hold what it sells.
 */
/**
 * The purchase an offer follows: the latest payment that is not itself an upsell, or the latest
 * trial that started (a trial is bought at checkout but pays nothing yet, so it has no payment).
 */
async function latestPurchase(userId: string, db: Database | Transaction) {
  const [payment] = await db
    .select({ id: payments.id, planId: payments.planId, currency: payments.currency, at: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.userId, userId), ne(payments.kind, "upsell")))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const [trial] = await db
    .select({ id: subscriptions.id, planId: subscriptions.planId, currency: subscriptions.currency, at: subscriptions.createdAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.trialDays, 0), isNotNull(subscriptions.periodStart)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (payment === undefined) return trial;
  return trial !== undefined && trial.at > payment.at ? trial : payment;
}

export async function findUpsellSituation(userId: string, now: Date, db: Database | Transaction = getDb(), upsells: Upsells = UPSELLS) {
  const trigger = await latestPurchase(userId, db);
  if (trigger === undefined || !isCurrency(trigger.currency)) return null;
  const expiresAt = new Date(trigger.at.getTime() + upsells.validForHours * 3_600_000);
  if (expiresAt <= now) return null;
  const quote = quoteUpsellAfter(trigger.planId, trigger.currency, upsells);
  const card = await readSavedCard(userId, db);
  if (quote === null || card === null) return null;
  const [taken] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.kind, "upsell"),
        eq(payments.planId, quote.plan.id),
        gte(payments.createdAt, trigger.at),
      ),
    )
    .limit(1);
  if (taken === undefined && quote.kind === "subscription") {
    const held = await db
      .select({ planId: subscriptions.planId })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES])));
    if (held.some(({ planId }) => findPlan(planId)?.type === quote.plan.type)) return null;
  }
  const offer: UpsellOffer = {
    offerId: quote.offerId,
    planId: quote.plan.id,
    kind: quote.kind,
    amount: quote.amount,
    currency: quote.currency,
    regularAmount: quote.regularAmount,
    credits: quote.plan.credits,
    paymentMethodLabel: card.label,
    expiresAt: expiresAt.toISOString(),
  };
  return { offer, quote, card, triggerPaymentId: trigger.id, isTaken: taken !== undefined } satisfies UpsellSituation;
}

/** GET /v1/billing/upsell: the standing offer, or null (none, expired, or already taken). */
export async function findUpsellOffer(userId: string, now: Date = new Date(), db: Database = getDb()): Promise<UpsellOffer | null> {
  const situation = await findUpsellSituation(userId, now, db);
  return situation === null || situation.isTaken ? null : situation.offer;
}
