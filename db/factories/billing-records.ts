import { randomBytes } from "node:crypto";
import type { InferInsertModel, InferSelectModel } from "drizzle-orm";
import { payments, subscriptions } from "../schema";
import type { FactoryDb } from "./database";

type PaymentInsert = InferInsertModel<typeof payments>;
type SubscriptionInsert = InferInsertModel<typeof subscriptions>;

/**
 * A stored subscription row as the state machine would have left it (active on the sandbox by
 * default). Only for setting up a state: code changes subscriptions through applySubscriptionEvent.
 */
export async function giveSubscription(
  db: FactoryDb,
  userId: string,
  fields: Partial<Omit<SubscriptionInsert, "userId">> = {},
): Promise<InferSelectModel<typeof subscriptions>> {
  const now = new Date();
  const [row] = await db
    .insert(subscriptions)
    .values({
      planId: "courses-premium-1m",
      currency: "USD",
      status: "active",
      periodStart: now,
      periodEnd: new Date(now.getTime() + 30 * 86_400_000),
      paidAmount: 999,
      paidPeriods: 1,
      isPaymentDue: false,
      provider: "sandbox",
      ...fields,
      userId,
    })
    .returning();
  return row!;
}

/** A payment (receipt) row: 9.99 USD on the sandbox by default, with a provider id the sandbox never issued unless given one. */
export async function givePayment(
  db: FactoryDb,
  userId: string,
  fields: Partial<Omit<PaymentInsert, "userId">> = {},
): Promise<InferSelectModel<typeof payments>> {
  const [row] = await db
    .insert(payments)
    .values({
      planId: "courses-premium-1m",
      kind: "first",
      amount: 999,
      currency: "USD",
      provider: "sandbox",
      providerPaymentId: `pay_factory_${randomBytes(8).toString("hex")}`,
      paymentMethodLabel: "Visa •••• 4242",
      ...fields,
      userId,
    })
    .returning();
  return row!;
}
