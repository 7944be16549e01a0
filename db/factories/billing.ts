import { randomUUID } from "node:crypto";
import type { InferInsertModel } from "drizzle-orm";
import { billingCustomers, payments, products, subscriptions } from "../schema";
import type { FactoryDb } from "./database";

type ProductRow = InferInsertModel<typeof products>;
export type NewProduct = Pick<ProductRow, "category" | "type" | "status"> & Partial<Omit<ProductRow, "ownerId">>;

/** Products the user owns (entitlements come from them), e.g. an active courses subscription. */
export async function giveProducts(db: FactoryDb, ownerId: string, list: NewProduct[]): Promise<void> {
  if (list.length === 0) return;
  await db.insert(products).values(list.map((product) => ({ source: "seed", periodStart: new Date(), ...product, ownerId })));
}

/*
 * Subscriptions, receipts and credits. Subscriptions and credits are made by billing's own
 * functions (the state machine through insertSubscription + applySubscriptionEvent, the wallet
 * through grantCredits), loaded when called: they are server-only modules, so a caller outside
 * the server (the browser tests) runs these under `--conditions=react-server`
 * (tests/e2e/support/billing-data.ts).
 */

type SubscriptionEvent = import("../../src/features/billing/model/subscription-lifecycle").SubscriptionEvent;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type AppDatabase = import("../../src/lib/db").Database;

export interface NewSubscription {
  planId: string;
  currency?: "USD" | "EUR" | "GBP" | "UAH" | "PLN" | "TRY" | "INR" | "BRL";
  /** False: no trial, the first payment is charged at once (default: the plan's trial, if any). */
  isTrialEligible?: boolean;
  /** When the first payment (or the trial's card check) succeeded; now by default. */
  startedAt?: Date;
  /** Lifecycle events applied after that, in order (cancel_at_period_end, pause, change_plan, …). */
  then?: SubscriptionEvent[];
}

/**
 * A subscription as production makes one: started (startSubscription), stored incomplete, paid
 * (trialing or active) and then taken through `then`. Throws when the state machine refuses an event.
 */
export async function startPaidSubscription(db: FactoryDb, userId: string, options: NewSubscription): Promise<SubscriptionRow> {
  const { startSubscription } = await import("../../src/features/billing/model/subscription");
  const { applySubscriptionEvent, insertSubscription } = await import("../../src/features/billing/server/subscription-store");
  const startedAt = options.startedAt ?? new Date();
  const started = startSubscription({
    planId: options.planId,
    currency: options.currency ?? "USD",
    isTrialEligible: options.isTrialEligible ?? true,
  });
  if (!started.ok) throw new Error(`startPaidSubscription: ${started.code}`);
  const appDb = db as unknown as AppDatabase;
  const inserted = await insertSubscription({ userId, subscription: started.subscription, provider: "sandbox" }, appDb, startedAt);
  let row = inserted;
  for (const event of [{ type: "payment_succeeded", at: startedAt } as SubscriptionEvent, ...(options.then ?? [])]) {
    const outcome = await appDb.transaction((tx) => applySubscriptionEvent(tx, inserted.id, event));
    if (!outcome.ok)
      throw new Error(`startPaidSubscription: ${event.type} ${outcome.reason === "refused" ? outcome.refusal.code : outcome.reason}`);
    row = outcome.row;
  }
  return row;
}

/** The saved card renewals charge (billing_customers), e.g. "Visa •••• 4242". */
export async function giveSavedCard(db: FactoryDb, userId: string, label = "Visa •••• 4242"): Promise<void> {
  await db
    .insert(billingCustomers)
    .values({
      userId,
      provider: "sandbox",
      providerCustomerId: `cus_${randomUUID()}`,
      paymentMethod: `pm_${randomUUID()}`,
      paymentMethodLabel: label,
    })
    .onConflictDoUpdate({ target: billingCustomers.userId, set: { paymentMethodLabel: label } });
}

type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<PaymentRow, "planId" | "amount"> & Partial<Omit<PaymentRow, "id" | "userId" | "receiptNumber">>;

/** A successful payment: a receipt. */
export async function giveReceipt(db: FactoryDb, userId: string, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({
      kind: "first",
      currency: "USD",
      provider: "sandbox",
      providerPaymentId: `pay_${randomUUID()}`,
      paymentMethodLabel: "Visa •••• 4242",
      ...payment,
      userId,
    })
    .returning();
  return row!;
}

export interface NewCredits {
  amount: number;
  source?: "subscription" | "pack" | "admin" | "refund";
  expiresAt: Date;
  reason?: string;
  /** When they were granted; now by default. */
  at?: Date;
}

/** Credits in the wallet, granted through grantCredits (one lot and its ledger entry). */
export async function giveCredits(db: FactoryDb, userId: string, credits: NewCredits): Promise<{ lotId: string; entryId: string }> {
  const { grantCredits } = await import("../../src/features/billing/server/grant-credits");
  const granted = await grantCredits(
    {
      userId,
      amount: credits.amount,
      source: credits.source ?? "pack",
      expiresAt: credits.expiresAt,
      idempotencyKey: `factory:${randomUUID()}`,
      reason: credits.reason ?? "Factory credits",
      now: credits.at,
    },
    db as unknown as AppDatabase,
  );
  return { lotId: granted.lotId, entryId: granted.entryId };
}
