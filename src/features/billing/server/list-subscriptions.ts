import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import { subscriptions } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import { getPaymentProvider } from "./payment-provider-instance";
import type { PaymentProvider } from "./providers/payment-provider";
import { readSavedCard } from "./saved-card";
import { toSubscriptionView, type SubscriptionView } from "./subscription-view";

/**
 * A person's subscriptions, newest first, without the checkouts never paid (incomplete). Only
 * their own rows: the owner is part of the query.
 */
export async function listSubscriptions(
  userId: string,
  db: Database = getDb(),
  provider: PaymentProvider = getPaymentProvider(),
): Promise<SubscriptionView[]> {
  const [rows, card] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, "incomplete")))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id)),
    readSavedCard(userId, db),
  ]);
  return rows.map((row) => toSubscriptionView(row, { paymentMethodLabel: card?.label ?? null }, { provider }));
}
