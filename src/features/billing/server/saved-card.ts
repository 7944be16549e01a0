import "server-only";
import { eq } from "drizzle-orm";
import { billingCustomers } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { getPaymentProvider } from "./payment-provider-instance";
import type { PaymentProvider } from "./providers/payment-provider";
import type { SubscriptionRow } from "./subscription-store";
import { toSubscriptionView, type SubscriptionView } from "./subscription-view";

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

/** The person's view of a row (the answer of every subscription route), with their card label. */
export async function answerFor(
  row: SubscriptionRow,
  db: Database | Transaction = getDb(),
  provider: PaymentProvider = getPaymentProvider(),
): Promise<SubscriptionView> {
  const card = await readSavedCard(row.userId, db);
  return toSubscriptionView(row, { paymentMethodLabel: card?.label ?? null }, { provider });
}
