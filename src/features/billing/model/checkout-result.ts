/**
 * The success page's reading of `GET /v1/billing/checkouts/{id}` (the contract of issue 12): how
 * long to keep asking, what the purchase was, and which Meta conversion it is. Pure: the page
 * brings the clock and the answers.
 */
export type CheckoutStatus = "open" | "complete" | "expired";
export type CheckoutKind = "subscription" | "one_time" | "credit_pack";

export interface CheckoutAnswer {
  status: CheckoutStatus;
  planId: string;
  kind: CheckoutKind;
  subscriptionStatus?: string | null;
  trialEndsAt?: string | null;
  /** Minor units. */
  amount: number;
  currency: string;
}

/** Delays between polls: quick at first (webhooks usually land within seconds), then slower. */
export const POLL_DELAYS_MS = [1000, 1000, 1500, 1500, 2000, 2000, 3000, 3000, 5000, 5000] as const;

/** The delay before poll number `attempt` (0-based) while the checkout is open; null: stop and say "still confirming". */
export function nextPollDelay(attempt: number): number | null {
  return attempt < POLL_DELAYS_MS.length ? POLL_DELAYS_MS[attempt]! : null;
}

/** A completed checkout that started a trial: the subscription is trialing and the trial end is known. */
export function isTrialStart(answer: CheckoutAnswer): boolean {
  return answer.status === "complete" && answer.subscriptionStatus === "trialing" && Boolean(answer.trialEndsAt);
}

export interface Conversion {
  event: "Purchase" | "StartTrial";
  /** In major units, as Meta's standard events take it. */
  value: number;
  currency: string;
  /** Dedupe key: one event per checkout (also Meta's eventID). */
  eventId: string;
}

/**
 * The Meta standard event of a completed checkout: StartTrial for a trial (its value is what the
 * first charge will be), Purchase otherwise. Null while it is not complete.
 */
export function conversionOf(checkoutId: string, answer: CheckoutAnswer, minorDigits = 2): Conversion | null {
  if (answer.status !== "complete") return null;
  return {
    event: isTrialStart(answer) ? "StartTrial" : "Purchase",
    value: answer.amount / 10 ** minorDigits,
    currency: answer.currency,
    eventId: `checkout-${checkoutId}`,
  };
}

/** Whether an answer has the contract's shape (the endpoint is another branch's; a surprise is "not found", not a crash). */
export function isCheckoutAnswer(value: unknown): value is CheckoutAnswer {
  if (!value || typeof value !== "object") return false;
  const answer = value as Record<string, unknown>;
  return (
    ["open", "complete", "expired"].includes(answer.status as string) &&
    typeof answer.planId === "string" &&
    typeof answer.amount === "number" &&
    typeof answer.currency === "string"
  );
}

/** The offer of `GET /v1/billing/upsell`: null, `{ offer: null }`, or an offer (contract: "the offer after the latest purchase, or null"). */
export interface UpsellOffer {
  offerId: string;
  planId: string;
  amount: number;
  currency: string;
}

export function upsellOfferOf(value: unknown): UpsellOffer | null {
  const candidate = value && typeof value === "object" && "offer" in value ? (value as { offer: unknown }).offer : value;
  if (!candidate || typeof candidate !== "object") return null;
  const offer = candidate as Record<string, unknown>;
  if (typeof offer.offerId !== "string" || typeof offer.planId !== "string") return null;
  if (typeof offer.amount !== "number" || typeof offer.currency !== "string") return null;
  return { offerId: offer.offerId, planId: offer.planId, amount: offer.amount, currency: offer.currency };
}

export type UpsellOutcome = "succeeded" | "requires_action" | "failed";

export function upsellOutcomeOf(value: unknown): UpsellOutcome {
  const status = value && typeof value === "object" ? (value as { status?: unknown }).status : undefined;
  return status === "succeeded" || status === "requires_action" ? status : "failed";
}
