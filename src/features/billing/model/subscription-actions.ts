/**
 * What the settings page offers for a subscription (pure, browser-safe): the actions its state
 * accepts (the lifecycle state machine's rules, model/subscription-lifecycle.ts, seen from the
 * person's side), so a button is never shown for an action the server would refuse.
 */
export type ViewStatus = "incomplete" | "trialing" | "active" | "past_due" | "paused" | "canceled" | "expired";

export interface SubscriptionActionState {
  status: ViewStatus;
  cancelAtPeriodEnd: boolean;
  /** Renewed by the payment provider itself (Stripe): its changes other than cancelling are made in the provider's portal. */
  managedAtProvider?: boolean;
}

export interface SubscriptionActions {
  changePlan: boolean;
  pause: boolean;
  resume: boolean;
  cancel: boolean;
  undoCancel: boolean;
  /** The button to the provider's customer portal (cards, invoices, pause, plan changes). */
  portal: boolean;
}

/** Running and giving access now (a failed renewal keeps access during the retries). */
export const isCurrent = (status: ViewStatus) =>
  status === "trialing" || status === "active" || status === "past_due" || status === "paused";

/**
 * - change plan: in a trial or a paid period, unless it is being cancelled;
 * - pause (1–3 months): in a paid period, unless cancelling (the server also allows one pause per period);
 * - resume: while paused;
 * - cancel (at the period end): in a trial or a paid period not already cancelling;
 * - undo cancel: while cancelling, before the period ends.
 *
 * A subscription managed at the provider offers only cancel (ours, it tells the provider) and,
 * while it gives access, the provider's portal instead of the changes the server would refuse.
 */
export function availableActions(subscription: SubscriptionActionState): SubscriptionActions {
  const { status, cancelAtPeriodEnd, managedAtProvider = false } = subscription;
  const running = status === "trialing" || status === "active";
  const here = !managedAtProvider;
  return {
    changePlan: here && running && !cancelAtPeriodEnd,
    pause: here && status === "active" && !cancelAtPeriodEnd,
    resume: here && status === "paused",
    cancel: running && !cancelAtPeriodEnd,
    undoCancel: here && running && cancelAtPeriodEnd,
    portal: managedAtProvider && isCurrent(status),
  };
}

/** The badge a subscription shows: its status, or "canceling" while it runs out after a cancel. */
export type StatusBadge = ViewStatus | "canceling";

export const statusBadge = (subscription: SubscriptionActionState): StatusBadge =>
  subscription.cancelAtPeriodEnd && (subscription.status === "trialing" || subscription.status === "active")
    ? "canceling"
    : subscription.status;
