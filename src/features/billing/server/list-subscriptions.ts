import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import { billingCustomers, subscriptions } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import { getPaymentProvider } from "./payment-provider-instance";
import type { PaymentProvider } from "./providers/payment-provider";
import { toSubscriptionView, type CustomerCard, type SubscriptionView } from "./subscription-view";

/** The saved card of a person's customer record (null when they have none). */
export async function readCustomerCard(userId: string, db: Database = getDb()): Promise<CustomerCard | null> {
  const [customer] = await db
    .select({ paymentMethodLabel: billingCustomers.paymentMethodLabel })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return customer ?? null;
}

/**
 * A person's subscriptions, newest first, without the checkouts never paid (incomplete). Only
 * their own rows: the owner is part of the query.
 */
export async function listSubscriptions(
  userId: string,
  db: Database = getDb(),
  provider: PaymentProvider = getPaymentProvider(),
): Promise<SubscriptionView[]> {
  const [rows, customer] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, "incomplete")))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id)),
    readCustomerCard(userId, db),
  ]);
  return rows.map((row) => toSubscriptionView(row, customer, { provider }));
}
