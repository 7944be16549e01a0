import { randomBytes } from "node:crypto";
import { decodePaymentEvent, encodePaymentEvent } from "./payment-event-codec";
import {
  assertCurrency,
  assertMinorUnits,
  PaymentInputError,
  readHeader,
  type CancelInput,
  type CancelResult,
  type ChargeResult,
  type ChargeSavedInput,
  type CheckoutItem,
  type CheckoutSession,
  type CreateCheckoutInput,
  type DeclineReason,
  type PaymentEvent,
  type PaymentProvider,
  type RefundInput,
  type RefundResult,
  type WebhookHeaders,
  type WebhookVerification,
} from "./payment-provider";
import { checkTestCard, declineFor, isExpired, type CardInput } from "./sandbox-cards";
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from "./sandbox-signature";
import type { SandboxCheckout, SandboxPayment, SandboxPaymentMethod, SandboxStore, SandboxSubscription } from "./sandbox-store";
import type { DeliveryScheduler } from "./webhook-delivery";

export interface SandboxProviderOptions {
  /** Signs the webhooks (see sandboxWebhookSecret). */
  secret: string;
  store: SandboxStore;
  /** Receives every event, to be delivered to our webhook endpoint. */
  scheduler: DeliveryScheduler;
  /** The hosted checkout page of a checkout, and the page where a payment is authenticated. */
  /** `locale`: the interface language the checkout was opened in, when the caller said. */
  checkoutUrl: (checkoutId: string, locale?: string) => string;
  authenticationUrl: (paymentId: string, locale?: string) => string;
  now?: () => Date;
  newId?: (prefix: string) => string;
}

/** What the hosted checkout page shows (nothing it may change). */
export interface SandboxCheckoutView {
  id: string;
  mode: "payment" | "subscription";
  description: string;
  amount: number;
  currency: string;
  trialDays?: number;
  status: SandboxCheckout["status"];
  cancelUrl: string;
}

export type CheckoutPayResult =
  | { status: "succeeded"; redirectUrl: string }
  | { status: "requires_action"; payment: string; actionUrl: string }
  | { status: "failed"; reason: DeclineReason; message: string };

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  getCheckout(checkoutId: string): Promise<SandboxCheckoutView | undefined>;
  /** The hosted page submits a card; the outcome follows the test card's number. */
  payCheckout(checkoutId: string, card: CardInput): Promise<CheckoutPayResult>;
  /** The authentication step: approve completes the payment (and its checkout), deny fails it. */
  authenticate(paymentId: string, approve: boolean): Promise<CheckoutPayResult>;
  /** What the authentication page shows of a payment. */
  getPayment(paymentId: string): Promise<SandboxPaymentView | undefined>;
}

export interface SandboxPaymentView {
  id: string;
  checkout?: string;
  amount: number;
  currency: string;
  status: SandboxPayment["status"];
}

const DAY_MS = 86_400_000;

/** An event before the provider stamps it with its id and time. */
type EventBody = PaymentEvent extends infer E ? (E extends PaymentEvent ? Omit<E, "provider" | "id" | "occurredAt"> : never) : never;

function addInterval(from: Date, item: CheckoutItem): Date {
  const count = item.intervalCount ?? 1;
  const next = new Date(from);
  switch (item.interval ?? "month") {
    case "day":
      return new Date(from.getTime() + count * DAY_MS);
    case "week":
      return new Date(from.getTime() + count * 7 * DAY_MS);
    case "month":
      next.setUTCMonth(next.getUTCMonth() + count);
      return next;
    case "year":
      next.setUTCFullYear(next.getUTCFullYear() + count);
      return next;
  }
}

/** The event that tells a payment went through. */
function succeeded(payment: SandboxPayment): EventBody {
  return {
    type: "payment.succeeded",
    payment: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    customer: payment.customer,
    subscription: payment.subscription,
    paymentMethod: payment.paymentMethod,
    metadata: payment.metadata,
  };
}

/**
 * The built-in payment provider: test cards only, no money moves. State lives in `store`; every
 * change is told through a signed webhook handed to `scheduler` (at least once, maybe twice, in
 * any order), exactly as a real provider would tell it.
 */
export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  const { store, scheduler } = options;
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? ((prefix: string) => `${prefix}_sbx_${randomBytes(12).toString("hex")}`);
  let queue: Promise<unknown> = Promise.resolve();

  /**
   * Runs changes one at a time in this process, so that a double submit or two calls under one
   * idempotency key cannot both read "not done yet". (A table-backed store shared by several
   * processes must lock its rows instead.)
   */
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  /** Runs `work` once per key: a repeat returns the first answer; another request under the same key is refused. */
  function once<T>(scope: string, key: string, request: unknown, work: () => Promise<T>): Promise<T> {
    if (!key) return Promise.reject(new PaymentInputError("an idempotency key is required"));
    const storeKey = `idem:${scope}:${key}`;
    const fingerprint = JSON.stringify(request);
    return serially(async () => {
      const saved = await store.get<{ fingerprint: string; result: T }>(storeKey);
      if (saved) {
        if (saved.fingerprint !== fingerprint) throw new PaymentInputError(`idempotency key "${key}" was used for another request`);
        return saved.result;
      }
      const result = await work();
      await store.put(storeKey, { fingerprint, result });
      return result;
    });
  }

  async function emit(event: EventBody) {
    const full = { ...event, provider: "sandbox", id: newId("evt"), occurredAt: now() } as PaymentEvent;
    await scheduler.enqueue(full.id, encodePaymentEvent(full));
  }

  async function load<T>(kind: string, id: string, what: string): Promise<T> {
    const record = await store.get<T>(`${kind}:${id}`);
    if (!record) throw new PaymentInputError(`no such ${what}: ${id}`);
    return record;
  }

  async function completeCheckout(checkout: SandboxCheckout, method: SandboxPaymentMethod, payment?: SandboxPayment) {
    const at = now();
    let subscription: SandboxSubscription | undefined;
    if (checkout.mode === "subscription") {
      const trialing = (checkout.trialDays ?? 0) > 0;
      subscription = {
        id: newId("sub"),
        customer: checkout.customer,
        status: trialing ? "trialing" : "active",
        currentPeriodEnd: trialing ? new Date(at.getTime() + checkout.trialDays! * DAY_MS) : addInterval(at, checkout.item),
        cancelAtPeriodEnd: false,
        paymentMethod: method.id,
        item: checkout.item,
        metadata: checkout.metadata,
      };
      await store.put(`sub:${subscription.id}`, subscription);
      if (payment) await store.put(`pay:${payment.id}`, { ...payment, subscription: subscription.id });
    }
    const done: SandboxCheckout = {
      ...checkout,
      status: "complete",
      paymentMethod: method.id,
      payment: payment?.id,
      subscription: subscription?.id,
    };
    await store.put(`checkout:${checkout.id}`, done);
    if (payment) await emit(succeeded({ ...payment, subscription: subscription?.id }));
    if (subscription) {
      await emit({
        type: "subscription.updated",
        subscription: subscription.id,
        customer: subscription.customer,
        status: subscription.status,
        cancelAtPeriodEnd: false,
        currentPeriodEnd: subscription.currentPeriodEnd,
        paymentMethod: method.id,
        metadata: subscription.metadata,
      });
    }
    await emit({
      type: "checkout.completed",
      checkout: checkout.id,
      mode: checkout.mode,
      customerRef: checkout.customerRef,
      customer: checkout.customer,
      subscription: subscription?.id,
      payment: payment?.id,
      paymentMethod: method.id,
      paymentMethodLabel: `${method.brand === "visa" ? "Visa" : method.brand} •••• ${method.last4}`,
      metadata: checkout.metadata,
    });
    return { status: "succeeded" as const, redirectUrl: checkout.successUrl };
  }

  async function failPayment(payment: SandboxPayment, reason: DeclineReason) {
    await store.put(`pay:${payment.id}`, { ...payment, status: "failed" });
    await emit({
      type: "payment.failed",
      payment: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      customer: payment.customer,
      subscription: payment.subscription,
      reason,
      metadata: payment.metadata,
    });
  }

  async function payCheckout(checkoutId: string, card: CardInput): Promise<CheckoutPayResult> {
    const checkout = await load<SandboxCheckout>("checkout", checkoutId, "checkout");
    // A second submit (double click, back button) never charges again.
    if (checkout.status === "complete") return { status: "succeeded", redirectUrl: checkout.successUrl };
    if (checkout.status === "awaiting_authentication" && checkout.payment) {
      return {
        status: "requires_action",
        payment: checkout.payment,
        actionUrl: options.authenticationUrl(checkout.payment, checkout.locale),
      };
    }
    const check = checkTestCard(card, now());
    if (!check.ok) return { status: "failed", reason: check.reason, message: check.message };
    const method: SandboxPaymentMethod = {
      id: newId("pm"),
      customer: checkout.customer,
      behaviour: check.behaviour,
      brand: check.brand,
      last4: check.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
    const trial = (checkout.trialDays ?? 0) > 0;
    const payment: SandboxPayment = {
      id: newId("pay"),
      customer: checkout.customer,
      // A trial charges nothing now, but still checks (and may authenticate) the card it will charge later.
      amount: trial ? 0 : checkout.item.amount,
      currency: checkout.item.currency,
      status: "succeeded",
      refunded: 0,
      paymentMethod: method.id,
      checkout: checkout.id,
      metadata: checkout.metadata,
    };
    const decline = declineFor(check.behaviour);
    if (decline) {
      // A declined card is not saved.
      await failPayment(payment, decline.reason);
      return { status: "failed", ...decline };
    }
    await store.put(`pm:${method.id}`, method);
    if (check.behaviour === "requires_authentication") {
      await store.put(`pay:${payment.id}`, { ...payment, status: "requires_action" });
      await store.put(`checkout:${checkout.id}`, { ...checkout, status: "awaiting_authentication", payment: payment.id });
      await emit({
        type: "payment.requires_action",
        payment: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        customer: payment.customer,
        paymentMethod: method.id,
        metadata: payment.metadata,
      });
      return { status: "requires_action", payment: payment.id, actionUrl: options.authenticationUrl(payment.id, checkout.locale) };
    }
    if (trial) return completeCheckout(checkout, method);
    await store.put(`pay:${payment.id}`, payment);
    return completeCheckout(checkout, method, payment);
  }

  async function authenticate(paymentId: string, approve: boolean): Promise<CheckoutPayResult> {
    const payment = await load<SandboxPayment>("pay", paymentId, "payment");
    const checkout = payment.checkout ? await load<SandboxCheckout>("checkout", payment.checkout, "checkout") : undefined;
    if (payment.status !== "requires_action") {
      if (payment.status === "succeeded" || checkout?.status === "complete") {
        return { status: "succeeded", redirectUrl: checkout?.successUrl ?? "" };
      }
      return { status: "failed", reason: "authentication_failed", message: "The payment was not authenticated." };
    }
    if (!approve) {
      await failPayment(payment, "authentication_failed");
      if (checkout) await store.put(`checkout:${checkout.id}`, { ...checkout, status: "open", payment: undefined });
      return { status: "failed", reason: "authentication_failed", message: "The payment was not authenticated." };
    }
    const method = await load<SandboxPaymentMethod>("pm", payment.paymentMethod, "payment method");
    if (!checkout) {
      await store.put(`pay:${payment.id}`, { ...payment, status: "succeeded" });
      await emit(succeeded(payment));
      return { status: "succeeded", redirectUrl: "" };
    }
    if (payment.amount === 0) {
      await store.put(`pay:${payment.id}`, { ...payment, status: "succeeded" });
      return completeCheckout(checkout, method);
    }
    const paid: SandboxPayment = { ...payment, status: "succeeded" };
    await store.put(`pay:${payment.id}`, paid);
    return completeCheckout(checkout, method, paid);
  }

  const provider: SandboxProvider = {
    name: "sandbox",
    testMode: true,
    renewsItself: false,

    async createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession> {
      assertMinorUnits(input.item.amount);
      assertCurrency(input.item.currency);
      if (input.mode === "subscription" && !input.item.interval) throw new PaymentInputError("a subscription needs an interval");
      if (input.trialDays !== undefined && (input.mode !== "subscription" || !Number.isInteger(input.trialDays) || input.trialDays < 1)) {
        throw new PaymentInputError("trialDays must be a whole number of days on a subscription");
      }
      return once("checkout", input.idempotencyKey, input, async () => {
        const checkout: SandboxCheckout = {
          id: newId("cs"),
          mode: input.mode,
          item: input.item,
          customerRef: input.customer.id,
          customer: input.customer.providerCustomerId ?? `cus_sbx_${input.customer.id}`,
          email: input.customer.email,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          trialDays: input.trialDays,
          ...(input.locale ? { locale: input.locale } : {}),
          metadata: input.metadata ?? {},
          status: "open",
        };
        await store.put(`checkout:${checkout.id}`, checkout);
        return { provider: "sandbox" as const, id: checkout.id, url: options.checkoutUrl(checkout.id, checkout.locale) };
      });
    },

    async getCheckout(checkoutId) {
      const checkout = await store.get<SandboxCheckout>(`checkout:${checkoutId}`);
      if (!checkout) return undefined;
      const { id, mode, item, trialDays, status, cancelUrl } = checkout;
      return { id, mode, description: item.description, amount: item.amount, currency: item.currency, trialDays, status, cancelUrl };
    },

    async getPayment(paymentId) {
      const payment = await store.get<SandboxPayment>(`pay:${paymentId}`);
      if (!payment) return undefined;
      const { id, checkout, amount, currency, status } = payment;
      return { id, checkout, amount, currency, status };
    },

    payCheckout: (checkoutId, card) => serially(() => payCheckout(checkoutId, card)),
    authenticate: (paymentId, approve) => serially(() => authenticate(paymentId, approve)),

    async chargeSaved(input: ChargeSavedInput): Promise<ChargeResult> {
      assertMinorUnits(input.amount);
      assertCurrency(input.currency);
      return once("charge", input.idempotencyKey, input, async () => {
        const method = await load<SandboxPaymentMethod>("pm", input.paymentMethod, "payment method");
        if (method.customer !== input.customer) throw new PaymentInputError("the payment method belongs to another customer");
        const payment: SandboxPayment = {
          id: newId("pay"),
          customer: input.customer,
          amount: input.amount,
          currency: input.currency,
          status: "succeeded",
          refunded: 0,
          paymentMethod: method.id,
          subscription: input.metadata?.subscription,
          metadata: input.metadata ?? {},
        };
        if (isExpired(method.expMonth, method.expYear, now())) {
          await failPayment(payment, "expired_card");
          return { status: "failed", payment: payment.id, reason: "expired_card", message: "The card has expired." };
        }
        const decline = declineFor(method.behaviour);
        if (decline) {
          await failPayment(payment, decline.reason);
          return { status: "failed", payment: payment.id, ...decline };
        }
        // Like Stripe's 3155 card: authenticated once when saved, later off-session charges go through.
        await store.put(`pay:${payment.id}`, payment);
        await emit(succeeded(payment));
        return { status: "succeeded", payment: payment.id };
      });
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      if (input.amount !== undefined) assertMinorUnits(input.amount, "refund amount");
      return once("refund", input.idempotencyKey, input, async () => {
        const payment = await load<SandboxPayment>("pay", input.payment, "payment");
        if (payment.status !== "succeeded") throw new PaymentInputError("only a succeeded payment can be refunded");
        const remaining = payment.amount - payment.refunded;
        const amount = input.amount ?? remaining;
        if (amount <= 0 || amount > remaining) throw new PaymentInputError(`at most ${remaining} can still be refunded`);
        await store.put(`pay:${payment.id}`, { ...payment, refunded: payment.refunded + amount });
        const refund = newId("re");
        await emit({ type: "refund.updated", refund, payment: payment.id, amount, currency: payment.currency, status: "succeeded" });
        return { refund, status: "succeeded" as const, amount, currency: payment.currency };
      });
    },

    async cancel(input: CancelInput): Promise<CancelResult> {
      return once("cancel", input.idempotencyKey, input, async () => {
        const subscription = await load<SandboxSubscription>("sub", input.subscription, "subscription");
        if (subscription.status === "canceled") {
          return {
            subscription: subscription.id,
            status: "canceled" as const,
            cancelAtPeriodEnd: false,
            endsAt: subscription.currentPeriodEnd,
          };
        }
        if (input.atPeriodEnd) {
          await store.put(`sub:${subscription.id}`, { ...subscription, cancelAtPeriodEnd: true });
          await emit({
            type: "subscription.updated",
            subscription: subscription.id,
            customer: subscription.customer,
            status: subscription.status,
            cancelAtPeriodEnd: true,
            currentPeriodEnd: subscription.currentPeriodEnd,
            paymentMethod: subscription.paymentMethod,
            metadata: subscription.metadata,
          });
          return {
            subscription: subscription.id,
            status: "active" as const,
            cancelAtPeriodEnd: true,
            endsAt: subscription.currentPeriodEnd,
          };
        }
        const endedAt = now();
        await store.put(`sub:${subscription.id}`, { ...subscription, status: "canceled", currentPeriodEnd: endedAt });
        await emit({
          type: "subscription.canceled",
          subscription: subscription.id,
          customer: subscription.customer,
          endedAt,
          metadata: subscription.metadata,
        });
        return { subscription: subscription.id, status: "canceled" as const, cancelAtPeriodEnd: false, endsAt: endedAt };
      });
    },

    async getSubscription(subscriptionId) {
      const subscription = await store.get<SandboxSubscription>(`sub:${subscriptionId}`);
      if (!subscription) return undefined;
      const { id, customer, status, cancelAtPeriodEnd, currentPeriodEnd, paymentMethod, metadata } = subscription;
      return { subscription: id, customer, status, cancelAtPeriodEnd, currentPeriodEnd, paymentMethod, metadata };
    },

    verifyWebhook(rawBody: string, headers: WebhookHeaders): Promise<WebhookVerification> {
      const check = verifySandboxSignature(
        rawBody,
        readHeader(headers, SANDBOX_SIGNATURE_HEADER),
        options.secret,
        Math.floor(now().getTime() / 1000),
      );
      if (!check.ok) return Promise.resolve({ ok: false, refusal: check.refusal });
      const event = decodePaymentEvent(rawBody);
      if (!event || event.provider !== "sandbox") return Promise.resolve({ ok: false, refusal: "malformed-payload" });
      return Promise.resolve({ ok: true, event });
    },
  };
  return provider;
}
