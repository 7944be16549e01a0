import type { ProductCategory } from "../model/entitlements";
import { findPlan, PLANS } from "../model/catalogue";
import { nextCharge } from "../model/next-charge";
import type { Currency, Plan } from "../model/plan-schema";
import type { SubscriptionStatus } from "../model/subscription";
import type { PaymentProvider } from "./providers/payment-provider";
import { rowToSubscription, type SubscriptionRow } from "./subscription-store";

/**
 * A subscription as the person's own API answers show it (`GET /v1/billing/subscriptions` and
 * every subscription action: cancel, undo, pause, resume, change plan). Dates are ISO strings;
 * amounts are minor units of `nextCharge.currency`.
 */
export interface SubscriptionView {
  id: string;
  planId: string;
  category: ProductCategory;
  /** The products type it grants (courses_premium, tutoring, group_lessons). */
  type: string;
  status: SubscriptionStatus;
  /** When the running trial ends (the first charge); null when not in a trial. */
  trialEndsAt: string | null;
  /** The end of the running period (or trial); null before the first one. */
  periodEnd: string | null;
  /** Cancelled by the person: it ends at periodEnd and nothing more is charged. */
  cancelAtPeriodEnd: boolean;
  pause: { resumesAt: string } | null;
  nextCharge: { at: string; amount: number; currency: Currency } | null;
  /** The saved card renewals charge, e.g. "Visa •••• 4242"; null when none is saved. */
  paymentMethodLabel: string | null;
  /** A downgrade waiting for the renewal. */
  pendingPlanId: string | null;
  /**
   * The provider renews it by itself (Stripe): pausing, resuming, undoing a cancel and changing
   * plans happen in the provider's customer portal (POST /v1/billing/portal); cancelling stays ours.
   */
  managedAtProvider: boolean;
}

/** What the view needs of the person's billing customer record (billing_customers). */
export interface CustomerCard {
  paymentMethodLabel: string | null;
}

/**
 * A subscription the provider keeps its own copy of and renews on its own schedule: its changes
 * other than cancelling are made at the provider (decision record 0017), so ours refuse them.
 */
export function isManagedAtProvider(
  row: Pick<SubscriptionRow, "providerSubscriptionId">,
  provider: Pick<PaymentProvider, "renewsItself">,
): boolean {
  return provider.renewsItself && row.providerSubscriptionId !== null;
}

/**
 * The view of one stored subscription; `customer` is its owner's customer record (the saved card),
 * if any; `provider` is the payment provider in use (the sandbox renews nothing by itself).
 */
export function toSubscriptionView(
  row: SubscriptionRow,
  customer: CustomerCard | null = null,
  { plans = PLANS, provider = { renewsItself: false } }: { plans?: readonly Plan[]; provider?: Pick<PaymentProvider, "renewsItself"> } = {},
): SubscriptionView {
  const subscription = rowToSubscription(row);
  const plan = findPlan(row.planId, plans);
  const charge = nextCharge(subscription, plans);
  return {
    id: row.id,
    planId: row.planId,
    category: plan?.category ?? "self study",
    type: plan?.type ?? "unknown",
    status: row.status,
    trialEndsAt: row.status === "trialing" ? (row.periodEnd?.toISOString() ?? null) : null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pause: row.status === "paused" && row.pauseResumesAt !== null ? { resumesAt: row.pauseResumesAt.toISOString() } : null,
    nextCharge: charge === null ? null : { at: charge.at.toISOString(), amount: charge.amount, currency: charge.currency },
    paymentMethodLabel: customer?.paymentMethodLabel ?? null,
    pendingPlanId: row.pendingPlanId,
    managedAtProvider: isManagedAtProvider(row, provider),
  };
}
