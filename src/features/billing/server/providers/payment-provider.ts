/**
 * The one interface billing talks to, whoever takes the money (the built-in sandbox or Stripe).
 * Amounts are integer minor units (cents, kopiyky, paise); currencies are ISO 4217 codes in upper
 * case. Prices reach a provider only from the server's catalogue, never from the browser.
 */

export type PaymentProviderName = "sandbox" | "stripe";

export type BillingInterval = "day" | "week" | "month" | "year";

/** What is sold, as resolved on the server from the catalogue (the catalogue's own types map onto this). */
export interface CheckoutItem {
  /** Our plan/price id (catalogue), carried back in metadata. */
  priceId: string;
  /** The line the payment page and the receipt show. */
  description: string;
  /** Minor units, > 0. */
  amount: number;
  currency: string;
  /** Set for subscriptions: the item renews every `intervalCount` × `interval`. */
  interval?: BillingInterval;
  intervalCount?: number;
}

export interface PaymentCustomer {
  /** Our user id. */
  id: string;
  email?: string;
  /** The provider's customer id once one exists (Stripe `cus_…`). */
  providerCustomerId?: string;
}

export interface CreateCheckoutInput {
  mode: "payment" | "subscription";
  item: CheckoutItem;
  customer: PaymentCustomer;
  /** The same key returns the same checkout; another request under it is refused. */
  idempotencyKey: string;
  successUrl: string;
  cancelUrl: string;
  /** Subscriptions only: days before the first charge. */
  trialDays?: number;
  /** The interface language for the provider's hosted pages, where it has them (the sandbox's). */
  locale?: string;
  /** Our references (order id, plan key…), echoed in the checkout.completed event. */
  metadata?: Record<string, string>;
}

export interface CheckoutSession {
  provider: PaymentProviderName;
  id: string;
  /** Where the browser goes to pay. */
  url: string;
}

export interface ChargeSavedInput {
  /** The provider's customer id. */
  customer: string;
  /** The saved payment method's token (sandbox `pm_sbx_…`, Stripe `pm_…`), never a card number. */
  paymentMethod: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  description?: string;
  metadata?: Record<string, string>;
}

/** Why a payment did not go through; the interface translates these, never the provider's text. */
export type DeclineReason =
  | "card_declined"
  | "insufficient_funds"
  | "card_not_supported"
  | "invalid_number"
  | "expired_card"
  | "invalid_expiry_month"
  | "invalid_cvc"
  | "authentication_failed"
  | "authentication_required"
  | "processing_error";

export type ChargeResult =
  | { status: "succeeded"; payment: string }
  | { status: "processing"; payment: string }
  /** The bank asks the person to confirm; `actionUrl` is where they do it (sandbox), if any. */
  | { status: "requires_action"; payment: string; actionUrl?: string }
  | { status: "failed"; payment?: string; reason: DeclineReason; message: string };

export interface RefundInput {
  /** The provider's payment id (sandbox `pay_sbx_…`, Stripe `pi_…`). */
  payment: string;
  /** Minor units; absent: the whole remaining amount. */
  amount?: number;
  idempotencyKey: string;
}

export interface RefundResult {
  refund: string;
  status: "succeeded" | "pending" | "failed";
  amount: number;
  currency: string;
}

export interface CancelInput {
  subscription: string;
  /** true: it stays until the end of the paid period; false: it ends now. */
  atPeriodEnd: boolean;
  idempotencyKey: string;
}

export interface CancelResult {
  subscription: string;
  status: "active" | "canceled";
  cancelAtPeriodEnd: boolean;
  /** When it ends (the period end, or now). */
  endsAt?: Date;
}

/** The provider-side subscription statuses we map to (the lifecycle state machine owns ours). */
export type ProviderSubscriptionStatus = "incomplete" | "trialing" | "active" | "past_due" | "unpaid" | "paused" | "canceled" | "expired";

/** A subscription as the provider holds it now (re-read when events may have come out of order). */
export interface ProviderSubscription {
  subscription: string;
  customer?: string;
  status: ProviderSubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd?: Date;
  /** The method renewals charge (the one saved at checkout), for one-click upsells too. */
  paymentMethod?: string;
  metadata: Record<string, string>;
}

interface EventBase {
  provider: PaymentProviderName;
  /** The provider's event id: the dedupe key (a redelivered event has the same id). */
  id: string;
  occurredAt: Date;
}

export type PaymentEvent = EventBase &
  (
    | {
        type: "checkout.completed";
        checkout: string;
        mode: "payment" | "subscription";
        /** Our user id (client reference). */
        customerRef?: string;
        customer?: string;
        subscription?: string;
        payment?: string;
        paymentMethod?: string;
        /** How the saved method reads to its owner ("Visa •••• 4242"), when the provider says. */
        paymentMethodLabel?: string;
        metadata: Record<string, string>;
      }
    | {
        type: "payment.succeeded" | "payment.requires_action";
        payment: string;
        amount: number;
        currency: string;
        customer?: string;
        subscription?: string;
        paymentMethod?: string;
        metadata: Record<string, string>;
      }
    | {
        type: "payment.failed";
        payment: string;
        amount: number;
        currency: string;
        customer?: string;
        subscription?: string;
        reason: DeclineReason;
        metadata: Record<string, string>;
      }
    | ({ type: "subscription.updated" } & ProviderSubscription)
    | {
        type: "subscription.canceled";
        subscription: string;
        customer?: string;
        endedAt?: Date;
        metadata: Record<string, string>;
      }
    | {
        type: "refund.updated";
        refund: string;
        payment?: string;
        amount: number;
        currency: string;
        status: "succeeded" | "pending" | "failed";
      }
    /** A verified event we do not act on; kept so that its id is still deduplicated. */
    | { type: "ignored"; providerType: string }
  );

export type PaymentEventType = PaymentEvent["type"];

export type WebhookRefusal = "missing-signature" | "bad-signature" | "stale-timestamp" | "malformed-payload";

/** A verified event, or why the request was refused (answer 400 and store nothing). */
export type WebhookVerification = { ok: true; event: PaymentEvent } | { ok: false; refusal: WebhookRefusal };

/** Request headers as any server hands them over. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True for providers that never move real money (the interface labels them as test mode). */
  readonly testMode: boolean;
  /**
   * True when the provider renews subscriptions on its own schedule (Stripe): our wake-up job then
   * only applies the clock events and waits for the payment webhooks. False (the sandbox): our job
   * collects each renewal with `chargeSaved` (decision record 0017).
   */
  readonly renewsItself: boolean;
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /** One click with a saved method (upsells, renewals); off-session. */
  chargeSaved(input: ChargeSavedInput): Promise<ChargeResult>;
  refund(input: RefundInput): Promise<RefundResult>;
  cancel(input: CancelInput): Promise<CancelResult>;
  /** The subscription's state at the provider now; undefined when the provider does not know it. */
  getSubscription(subscription: string): Promise<ProviderSubscription | undefined>;
  /** Where a customer manages cards and invoices at the provider, where the provider has such a page (Stripe's portal). */
  createPortalSession?(input: { customer: string; returnUrl: string }): Promise<{ url: string }>;
  /** Verifies the signature over the RAW body before anything is parsed. */
  verifyWebhook(rawBody: string, headers: WebhookHeaders): Promise<WebhookVerification>;
}

/** Reads one header from either shape, case-insensitively; a repeated header counts as absent. */
export function readHeader(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return typeof value === "string" ? value : undefined;
  }
  return undefined;
}

/** Refuses amounts a provider must never see: fractions, zero, negatives, absurd sizes. */
export function assertMinorUnits(amount: number, what = "amount"): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > 100_000_000) {
    throw new PaymentInputError(`${what} must be a whole number of minor units between 1 and 100000000 (got ${amount})`);
  }
}

export function assertCurrency(currency: string): void {
  if (!/^[A-Z]{3}$/.test(currency)) throw new PaymentInputError(`currency must be an ISO 4217 code in upper case (got "${currency}")`);
}

/**
 * Whether an error is a PaymentInputError. Checked by name, not instanceof: Next bundles route
 * handlers, server actions and the instrumentation apart, and the process-wide provider may have
 * been made by another bundle's copy of this class.
 */
export function isPaymentInputError(error: unknown): error is PaymentInputError {
  return error instanceof Error && error.name === "PaymentInputError";
}

/** A call the provider must refuse before anything is charged (a bug or a tampered request). */
export class PaymentInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentInputError";
  }
}
