import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import { billingCustomers, checkouts, subscriptions } from "@db/schema/billing";
import { growthHooks } from "./growth-hooks";
import { getConfig } from "@/lib/config";
import { getDb, type Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { safeRedirectPath } from "@/lib/http/safe-redirect";
import { defaultLocale, localizedLocalPath, localizedPath, normalizeLocale, type Locale } from "@/lib/i18n";
import { findPlan, isSubscriptionPlan, PLANS } from "../model/catalogue";
import type { Plan } from "../model/plan-schema";
import { isCurrency, minorUnitDigits, priceOf, selectCurrency } from "../model/price-selection";
import { startSubscription } from "../model/subscription";
import { getPaymentProvider } from "./payment-provider-instance";
import type { CheckoutItem, PaymentProvider } from "./providers/payment-provider";
import { hadTrial, refuseWhatIsHeld } from "./purchase-standing";
import { insertSubscription } from "./subscription-store";

/**
 * Opens a checkout for a registered person: what is sold, its amount and currency come from the
 * catalogue and the visitor's country only (the browser names a plan and may pick a currency
 * from the switcher, nothing else). An open checkout for the same plan and currency is reused, so
 * a retry or a double click never makes a second subscription; the provider's idempotency key is
 * derived from our checkout id.
 */

export interface StartCheckoutInput {
  userId: string;
  email?: string | null;
  locale?: string | null;
  planId: string;
  /** The currency switcher's choice; must be one we sell. */
  currency?: string;
  /** Where to return when the person leaves the checkout (a local path). */
  returnPath?: string;
  /** The visitor's country (geolocation), for the default currency. */
  country: string | null;
}

export interface StartCheckoutDeps {
  db?: Database;
  provider?: PaymentProvider;
  plans?: readonly Plan[];
  now?: Date;
  origin?: string;
}

/** Where the paywall lives: a checkout left without paying returns there unless it said otherwise. */
export const DEFAULT_RETURN_PATH = "/profile/payments-subscriptions/choose";

/** The page the provider sends the person to after paying (wt-paywall's page polls the checkout there). */
export const successPath = (locale: Locale, checkoutId: string) =>
  `${localizedPath(locale, "/checkout/success")}?checkout=${encodeURIComponent(checkoutId)}`;

export type CheckoutKind = "subscription" | "one_time" | "credit_pack";
export const checkoutKindOf = (plan: Plan): CheckoutKind =>
  isSubscriptionPlan(plan) ? "subscription" : plan.period === null ? "credit_pack" : "one_time";

function refuse(field: string, message: string): never {
  throw new AppError("invalid_input", message, { fields: { [field]: message } });
}

export async function startCheckout(input: StartCheckoutInput, deps: StartCheckoutDeps = {}): Promise<{ checkoutId: string; url: string }> {
  const db = deps.db ?? getDb();
  const plans = deps.plans ?? PLANS;
  const now = deps.now ?? new Date();
  const plan = findPlan(input.planId, plans);
  if (!plan) refuse("planId", "There is no such plan: nothing was charged.");
  if (input.currency !== undefined && !isCurrency(input.currency)) {
    refuse("currency", `${input.currency} is not a currency we sell in: nothing was charged.`);
  }
  const returnPath = input.returnPath === undefined ? null : safeRedirectPath(input.returnPath, "");
  if (returnPath === "") refuse("returnPath", "The return address must be a page of ours.");
  const currency = selectCurrency({ country: input.country, choice: input.currency, plan });
  const price = priceOf(plan, currency);
  const subscriptionPlan = isSubscriptionPlan(plan);
  await refuseWhatIsHeld(db, input.userId, plan, plans);
  const trialDays = subscriptionPlan && plan.trialDays > 0 && !(await hadTrial(db, input.userId)) ? plan.trialDays : 0;
  const amount = price.firstCharge;

  // The open checkout for this plan and currency, or a new one. The key counts the closed ones, so
  // two requests at once both try the same key and the unique index lets one of them in.
  const checkout = await db.transaction(async (tx) => {
    const open = and(eq(checkouts.userId, input.userId), eq(checkouts.planId, plan.id), eq(checkouts.currency, currency));
    const [existing] = await tx
      .select()
      .from(checkouts)
      .where(and(open, eq(checkouts.status, "open")));
    if (existing) return existing;
    const [closed] = await tx
      .select({ n: count() })
      .from(checkouts)
      .where(and(open, inArray(checkouts.status, ["complete", "expired"])));
    const [inserted] = await tx
      .insert(checkouts)
      .values({
        userId: input.userId,
        planId: plan.id,
        currency,
        amount,
        mode: subscriptionPlan ? "subscription" : "payment",
        provider: (deps.provider ?? getPaymentProvider()).name,
        idempotencyKey: `${plan.id}:${currency}:${closed?.n ?? 0}`,
        returnPath,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [raced] = await tx
        .select()
        .from(checkouts)
        .where(and(open, eq(checkouts.status, "open")));
      if (!raced) throw new AppError("unavailable", "The checkout changed meanwhile; try again.");
      return raced;
    }
    if (!subscriptionPlan) return inserted;
    const started = startSubscription({ planId: plan.id, currency, isTrialEligible: trialDays > 0, plans });
    if (!started.ok) throw new Error(started.code);
    const subscription = await insertSubscription(
      { userId: input.userId, subscription: started.subscription, provider: inserted.provider },
      tx,
      now,
    );
    const [linked] = await tx.update(checkouts).set({ subscriptionId: subscription.id }).where(eq(checkouts.id, inserted.id)).returning();
    return linked!;
  });

  const provider = deps.provider ?? getPaymentProvider();
  const locale = normalizeLocale(input.locale ?? undefined) ?? defaultLocale;
  const origin = deps.origin ?? getConfig().PUBLIC_ORIGIN;
  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, input.userId));
  const [subscription] = checkout.subscriptionId
    ? await db.select({ trialDays: subscriptions.trialDays }).from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId))
    : [];
  const item: CheckoutItem = {
    priceId: plan.id,
    description: plan.id,
    amount: checkout.amount,
    currency: checkout.currency,
    ...(plan.period && subscriptionPlan ? { interval: plan.period.unit, intervalCount: plan.period.count } : {}),
  };
  const session = await provider.createCheckout({
    mode: checkout.mode,
    item,
    customer: {
      id: input.userId,
      ...(input.email ? { email: input.email } : {}),
      ...(customer?.provider === provider.name ? { providerCustomerId: customer.providerCustomerId } : {}),
    },
    // Derived from our checkout: the same checkout asks the provider once (per interface language).
    idempotencyKey: `checkout:${checkout.id}:${locale}`,
    successUrl: new URL(successPath(locale, checkout.id), origin).toString(),
    cancelUrl: new URL(localizedLocalPath(locale, checkout.returnPath ?? DEFAULT_RETURN_PATH), origin).toString(),
    ...(subscription && subscription.trialDays > 0 ? { trialDays: subscription.trialDays } : {}),
    ...(provider.name === "sandbox" ? { locale } : {}),
    metadata: {
      checkoutId: checkout.id,
      userId: input.userId,
      planId: plan.id,
      ...(checkout.subscriptionId ? { subscriptionId: checkout.subscriptionId } : {}),
    },
  });
  if (checkout.providerCheckoutId !== session.id) {
    await db.update(checkouts).set({ providerCheckoutId: session.id }).where(eq(checkouts.id, checkout.id));
  }
  if (checkout.providerCheckoutId === null) {
    await growthHooks().recordServerEvent(
      {
        eventType: "checkout_started",
        userId: input.userId,
        properties: { plan: plan.id, currency, value: checkout.amount / 10 ** minorUnitDigits(currency), trial: trialDays > 0 },
      },
      db,
    );
  }
  return { checkoutId: checkout.id, url: session.url };
}
