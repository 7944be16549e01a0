import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { billingCustomers, checkouts, subscriptions } from "@db/schema/billing";
import type { Transaction } from "@/lib/ownership/types";
import type { PaymentProviderName } from "./providers/payment-provider";
import { lockSubscription, type SubscriptionRow } from "./subscription-store";

/** What a provider event is about, found in our tables (and locked for the rest of the transaction). */

export type CheckoutRow = typeof checkouts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asUuid = (value: string | undefined) => (value !== undefined && UUID.test(value) ? value : undefined);

/** Our checkout by the id we put in the provider's metadata, else by the provider's checkout id. */
export async function lockCheckout(
  tx: Transaction,
  provider: PaymentProviderName,
  refs: { metadata?: Record<string, string>; providerCheckoutId?: string },
): Promise<CheckoutRow | undefined> {
  const ours = asUuid(refs.metadata?.checkoutId);
  const where = ours
    ? and(eq(checkouts.id, ours), eq(checkouts.provider, provider))
    : refs.providerCheckoutId
      ? and(eq(checkouts.provider, provider), eq(checkouts.providerCheckoutId, refs.providerCheckoutId))
      : undefined;
  if (where === undefined) return undefined;
  const [row] = await tx.select().from(checkouts).where(where).for("update");
  return row;
}

/** Our subscription by the provider's id, else by the id we put in its metadata. */
export async function findSubscription(
  tx: Transaction,
  provider: PaymentProviderName,
  refs: { providerSubscriptionId?: string; metadata?: Record<string, string> },
): Promise<SubscriptionRow | undefined> {
  if (refs.providerSubscriptionId) {
    const [row] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, refs.providerSubscriptionId)));
    if (row) return lockSubscription(tx, row.id);
  }
  const ours = asUuid(refs.metadata?.subscriptionId);
  if (!ours) return undefined;
  const row = await lockSubscription(tx, ours);
  return row?.provider === provider ? row : undefined;
}

/** Records the provider's subscription id on ours (once; it never changes afterwards). Not a state column. */
export async function linkProviderSubscription(tx: Transaction, subscriptionId: string, providerSubscriptionId: string | undefined) {
  if (!providerSubscriptionId) return;
  await tx
    .update(subscriptions)
    .set({ providerSubscriptionId })
    .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.providerSubscriptionId)));
}

/** The person's customer at the provider and the card saved at checkout (a later event only fills in what it knows). */
export async function saveBillingCustomer(
  tx: Transaction,
  input: {
    userId: string;
    provider: PaymentProviderName;
    customer?: string;
    paymentMethod?: string;
    paymentMethodLabel?: string;
    at: Date;
  },
) {
  if (!input.customer) return;
  await tx
    .insert(billingCustomers)
    .values({
      userId: input.userId,
      provider: input.provider,
      providerCustomerId: input.customer,
      paymentMethod: input.paymentMethod ?? null,
      paymentMethodLabel: input.paymentMethodLabel ?? null,
      updatedAt: input.at,
    })
    .onConflictDoUpdate({
      target: billingCustomers.userId,
      set: {
        provider: input.provider,
        providerCustomerId: input.customer,
        paymentMethod: sql`coalesce(excluded.payment_method, ${billingCustomers.paymentMethod})`,
        // A new card without a label (a payment event) must not keep the old card's label.
        paymentMethodLabel: sql`case when excluded.payment_method is null or excluded.payment_method = ${billingCustomers.paymentMethod}
          then coalesce(excluded.payment_method_label, ${billingCustomers.paymentMethodLabel}) else excluded.payment_method_label end`,
        updatedAt: input.at,
      },
    });
}

export async function readPaymentMethodLabel(tx: Transaction, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ label: billingCustomers.paymentMethodLabel })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.label ?? null;
}

/** The entitlement landed: the checkout is done (an expired one too: the money came in after all). */
export async function completeCheckout(tx: Transaction, checkoutId: string, at: Date) {
  await tx
    .update(checkouts)
    .set({ status: "complete", completedAt: at })
    .where(and(eq(checkouts.id, checkoutId), sql`${checkouts.status} <> 'complete'`));
}

/** The checkout that opened a subscription is done once the subscription is paid (whichever event said so). */
export async function completeCheckoutOf(tx: Transaction, subscriptionId: string, at: Date) {
  await tx
    .update(checkouts)
    .set({ status: "complete", completedAt: at })
    .where(and(eq(checkouts.subscriptionId, subscriptionId), eq(checkouts.status, "open")));
}
