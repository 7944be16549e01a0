import Stripe from "stripe";
import {
  assertCurrency,
  assertMinorUnits,
  PaymentInputError,
  readHeader,
  type CancelResult,
  type ChargeResult,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderSubscription,
  type RefundResult,
  type WebhookVerification,
} from "./payment-provider";
import { mapDeclineCode, mapStripeEvent, mapStripeSubscription } from "./stripe-events";
import { SIGNATURE_TOLERANCE_SECONDS } from "./sandbox-signature";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local peer; production leaves these unset (api.stripe.com over https). */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  /** The SDK retries network failures and 5xx with the same idempotency key. */
  maxNetworkRetries?: number;
  now?: () => Date;
}

const lower = (currency: string) => currency.toLowerCase();

/** Stripe behind our interface: Checkout Sessions, off-session PaymentIntents, refunds, cancels, signed webhooks. */
export type StripePaymentProvider = PaymentProvider & {
  readonly client: Stripe;
  createPortalSession: NonNullable<PaymentProvider["createPortalSession"]>;
};

export function createStripeProvider(options: StripeProviderOptions): StripePaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    appInfo: { name: "Lingora" },
  });
  const now = options.now ?? (() => new Date());

  return {
    name: "stripe",
    testMode: options.secretKey.includes("_test_"),
    renewsItself: true,
    client: stripe,

    async createCheckout(input): Promise<CheckoutSession> {
      const { item } = input;
      assertMinorUnits(item.amount);
      assertCurrency(item.currency);
      if (input.mode === "subscription" && !item.interval) throw new PaymentInputError("a subscription needs an interval");
      const metadata = { ...input.metadata, priceId: item.priceId, userId: input.customer.id };
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: input.mode,
        client_reference_id: input.customer.id,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: lower(item.currency),
              unit_amount: item.amount,
              product_data: { name: item.description, metadata: { priceId: item.priceId } },
              ...(input.mode === "subscription"
                ? { recurring: { interval: item.interval!, interval_count: item.intervalCount ?? 1 } }
                : {}),
            },
          },
        ],
        ...(input.customer.providerCustomerId
          ? { customer: input.customer.providerCustomerId }
          : { customer_email: input.customer.email, ...(input.mode === "payment" ? { customer_creation: "always" as const } : {}) }),
        ...(input.mode === "subscription"
          ? { subscription_data: { metadata, ...(input.trialDays ? { trial_period_days: input.trialDays } : {}) } }
          : { payment_intent_data: { metadata, setup_future_usage: "off_session" as const } }),
      };
      const session = await stripe.checkout.sessions.create(params, { idempotencyKey: input.idempotencyKey });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { provider: "stripe", id: session.id, url: session.url };
    },

    async chargeSaved(input): Promise<ChargeResult> {
      assertMinorUnits(input.amount);
      assertCurrency(input.currency);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: lower(input.currency),
            customer: input.customer,
            payment_method: input.paymentMethod,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        switch (intent.status) {
          case "succeeded":
            return { status: "succeeded", payment: intent.id };
          case "processing":
            return { status: "processing", payment: intent.id };
          case "requires_action":
            return { status: "requires_action", payment: intent.id };
          default: {
            const error = intent.last_payment_error;
            return {
              status: "failed",
              payment: intent.id,
              reason: mapDeclineCode(error?.code, error?.decline_code),
              message: error?.message ?? intent.status,
            };
          }
        }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const payment = error.payment_intent?.id;
          if (error.code === "authentication_required" && payment) return { status: "requires_action", payment };
          return { status: "failed", payment, reason: mapDeclineCode(error.code, error.decline_code), message: error.message };
        }
        throw error;
      }
    },

    async refund(input): Promise<RefundResult> {
      if (input.amount !== undefined) assertMinorUnits(input.amount, "refund amount");
      const refund = await stripe.refunds.create(
        { payment_intent: input.payment, ...(input.amount !== undefined ? { amount: input.amount } : {}) },
        { idempotencyKey: input.idempotencyKey },
      );
      const status =
        refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : "pending";
      return { refund: refund.id, status, amount: refund.amount, currency: refund.currency.toUpperCase() };
    },

    async cancel(input): Promise<CancelResult> {
      const subscription = input.atPeriodEnd
        ? await stripe.subscriptions.update(input.subscription, { cancel_at_period_end: true }, { idempotencyKey: input.idempotencyKey })
        : await stripe.subscriptions.cancel(input.subscription, {}, { idempotencyKey: input.idempotencyKey });
      const periodEnds = subscription.items.data.map((item) => item.current_period_end);
      const endsAt = subscription.ended_at
        ? new Date(subscription.ended_at * 1000)
        : periodEnds.length
          ? new Date(Math.max(...periodEnds) * 1000)
          : undefined;
      return {
        subscription: subscription.id,
        status: subscription.status === "canceled" ? "canceled" : "active",
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        endsAt,
      };
    },

    async getSubscription(subscriptionId): Promise<ProviderSubscription | undefined> {
      try {
        return mapStripeSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return undefined;
        throw error;
      }
    },

    async createPortalSession(input) {
      const session = await stripe.billingPortal.sessions.create({ customer: input.customer, return_url: input.returnUrl });
      return { url: session.url };
    },

    verifyWebhook(rawBody, headers): Promise<WebhookVerification> {
      const signature = readHeader(headers, "stripe-signature");
      if (!signature) return Promise.resolve({ ok: false, refusal: "missing-signature" });
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          now().getTime(),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          const stale = /tolerance/i.test(error.message);
          return Promise.resolve({ ok: false, refusal: stale ? "stale-timestamp" : "bad-signature" });
        }
        return Promise.resolve({ ok: false, refusal: "malformed-payload" });
      }
      if (typeof event.id !== "string" || typeof event.type !== "string" || !event.data?.object) {
        return Promise.resolve({ ok: false, refusal: "malformed-payload" });
      }
      try {
        return Promise.resolve({ ok: true, event: mapStripeEvent(event) });
      } catch {
        // Signed by Stripe but not the shape this API version has: refuse rather than half-apply.
        return Promise.resolve({ ok: false, refusal: "malformed-payload" });
      }
    },
  };
}
