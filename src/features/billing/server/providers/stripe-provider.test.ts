import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStripeProvider } from "./stripe-provider";

/**
 * The Stripe adapter, offline: webhooks are signed with the SDK's own test header, and API calls go
 * to a local HTTP peer that records what the adapter asked and answers like Stripe would.
 */

const webhookSecret = "whsec_test_secret";
const now = new Date("2026-11-22T12:00:00Z");
const nowSeconds = Math.floor(now.getTime() / 1000);
const signer = new Stripe("sk_test_signer");

interface Recorded {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingMessage["headers"];
}

let server: Server;
let port: number;
let requests: Recorded[];
let answer: (request: Recorded) => { status: number; body: unknown };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://peer");
      const recorded: Recorded = {
        method: req.method ?? "",
        path: url.pathname,
        params: new URLSearchParams(body || url.search),
        headers: req.headers,
      };
      requests.push(recorded);
      const { status, body: json } = answer(recorded);
      res.writeHead(status, { "content-type": "application/json", "request-id": "req_test" });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  requests = [];
  answer = () => ({ status: 404, body: { error: { type: "invalid_request_error", message: "no route in the test peer" } } });
});

const provider = () =>
  createStripeProvider({
    secretKey: "sk_test_lingora",
    webhookSecret,
    host: "127.0.0.1",
    port,
    protocol: "http",
    maxNetworkRetries: 0,
    now: () => now,
  });

const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: "sub_1",
  object: "subscription",
  customer: "cus_1",
  status: "active",
  cancel_at_period_end: false,
  default_payment_method: "pm_1",
  ended_at: null,
  metadata: { priceId: "premium-1m" },
  items: { object: "list", data: [{ id: "si_1", current_period_end: 1_798_000_000 }] },
  ...overrides,
});

describe("Stripe API calls through the adapter", () => {
  it("createCheckout makes a Checkout Session with server-side prices, a trial and the idempotency key", async () => {
    answer = () => ({
      status: 200,
      body: { id: "cs_test_1", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_test_1" },
    });
    const session = await provider().createCheckout({
      mode: "subscription",
      item: { priceId: "premium-1m", description: "Premium, 1 month", amount: 999, currency: "EUR", interval: "month" },
      customer: { id: "user-1", email: "a@example.com" },
      idempotencyKey: "checkout-user-1-premium-1m-1",
      successUrl: "https://lingora.example/en/checkout/success",
      cancelUrl: "https://lingora.example/en/profile/payments-subscriptions/choose",
      trialDays: 7,
    });
    expect(session).toEqual({ provider: "stripe", id: "cs_test_1", url: "https://checkout.stripe.com/c/pay/cs_test_1" });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    expect(request!.headers["idempotency-key"]).toBe("checkout-user-1-premium-1m-1");
    expect(request!.headers.authorization).toBe("Bearer sk_test_lingora");
    const params = Object.fromEntries(request!.params);
    expect(params).toMatchObject({
      mode: "subscription",
      client_reference_id: "user-1",
      customer_email: "a@example.com",
      success_url: "https://lingora.example/en/checkout/success",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "999",
      "line_items[0][price_data][product_data][name]": "Premium, 1 month",
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[0][price_data][recurring][interval_count]": "1",
      "subscription_data[trial_period_days]": "7",
      "subscription_data[metadata][priceId]": "premium-1m",
      "metadata[userId]": "user-1",
    });
    expect(params).not.toHaveProperty("payment_intent_data[setup_future_usage]");
  });

  it("a one-off checkout saves the card for later off-session charges", async () => {
    answer = () => ({
      status: 200,
      body: { id: "cs_test_2", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_test_2" },
    });
    await provider().createCheckout({
      mode: "payment",
      item: { priceId: "credits-4", description: "4 credits", amount: 4000, currency: "GBP" },
      customer: { id: "user-1", providerCustomerId: "cus_1" },
      idempotencyKey: "k2",
      successUrl: "https://lingora.example/s",
      cancelUrl: "https://lingora.example/c",
    });
    expect(Object.fromEntries(requests[0]!.params)).toMatchObject({
      mode: "payment",
      customer: "cus_1",
      "payment_intent_data[setup_future_usage]": "off_session",
      "line_items[0][price_data][currency]": "gbp",
    });
    expect(requests[0]!.params.has("line_items[0][price_data][recurring][interval]")).toBe(false);
  });

  it("refuses fractional amounts before calling Stripe", async () => {
    await expect(
      provider().createCheckout({
        mode: "payment",
        item: { priceId: "p", description: "d", amount: 9.99, currency: "USD" },
        customer: { id: "u" },
        idempotencyKey: "k",
        successUrl: "https://x/s",
        cancelUrl: "https://x/c",
      }),
    ).rejects.toThrow(/minor units/);
    expect(requests).toHaveLength(0);
  });

  it("chargeSaved confirms an off-session PaymentIntent and maps its outcome", async () => {
    answer = () => ({ status: 200, body: { id: "pi_1", object: "payment_intent", status: "succeeded", last_payment_error: null } });
    const input = { customer: "cus_1", paymentMethod: "pm_1", amount: 1999, currency: "USD", idempotencyKey: "upsell-1" };
    expect(await provider().chargeSaved(input)).toEqual({ status: "succeeded", payment: "pi_1" });
    expect(requests[0]!.path).toBe("/v1/payment_intents");
    expect(requests[0]!.headers["idempotency-key"]).toBe("upsell-1");
    expect(Object.fromEntries(requests[0]!.params)).toMatchObject({
      amount: "1999",
      currency: "usd",
      customer: "cus_1",
      payment_method: "pm_1",
      off_session: "true",
      confirm: "true",
    });
  });

  it.each([
    ["card_declined", "insufficient_funds", { status: "failed", payment: "pi_2", reason: "insufficient_funds" }],
    ["card_declined", "generic_decline", { status: "failed", payment: "pi_2", reason: "card_declined" }],
    ["authentication_required", "authentication_required", { status: "requires_action", payment: "pi_2" }],
  ])("a card error %s/%s maps to %j", async (code, declineCode, expected) => {
    answer = () => ({
      status: 402,
      body: {
        error: {
          type: "card_error",
          code,
          decline_code: declineCode,
          message: "Your card was declined.",
          payment_intent: { id: "pi_2", object: "payment_intent", status: "requires_payment_method" },
        },
      },
    });
    const result = await provider().chargeSaved({
      customer: "cus_1",
      paymentMethod: "pm_1",
      amount: 500,
      currency: "USD",
      idempotencyKey: "k",
    });
    expect(result).toMatchObject(expected);
  });

  it("refund creates a refund of the payment, in part, under the idempotency key", async () => {
    answer = () => ({ status: 200, body: { id: "re_1", object: "refund", status: "succeeded", amount: 300, currency: "usd" } });
    expect(await provider().refund({ payment: "pi_1", amount: 300, idempotencyKey: "refund-1" })).toEqual({
      refund: "re_1",
      status: "succeeded",
      amount: 300,
      currency: "USD",
    });
    expect(requests[0]).toMatchObject({ method: "POST", path: "/v1/refunds" });
    expect(Object.fromEntries(requests[0]!.params)).toEqual({ payment_intent: "pi_1", amount: "300" });
    expect(requests[0]!.headers["idempotency-key"]).toBe("refund-1");
  });

  it("cancel at period end updates the subscription; cancel now deletes it", async () => {
    answer = (request) =>
      request.method === "DELETE"
        ? { status: 200, body: subscription({ status: "canceled", ended_at: nowSeconds }) }
        : { status: 200, body: subscription({ cancel_at_period_end: true }) };
    expect(await provider().cancel({ subscription: "sub_1", atPeriodEnd: true, idempotencyKey: "c1" })).toEqual({
      subscription: "sub_1",
      status: "active",
      cancelAtPeriodEnd: true,
      endsAt: new Date(1_798_000_000 * 1000),
    });
    expect(requests[0]).toMatchObject({ method: "POST", path: "/v1/subscriptions/sub_1" });
    expect(Object.fromEntries(requests[0]!.params)).toEqual({ cancel_at_period_end: "true" });
    expect(requests[0]!.headers["idempotency-key"]).toBe("c1");

    expect(await provider().cancel({ subscription: "sub_1", atPeriodEnd: false, idempotencyKey: "c2" })).toMatchObject({
      status: "canceled",
      endsAt: now,
    });
    expect(requests[1]).toMatchObject({ method: "DELETE", path: "/v1/subscriptions/sub_1" });
  });
});

describe("Stripe state re-read and portal", () => {
  it("getSubscription re-reads the subscription from the API; an unknown one is undefined", async () => {
    answer = (request) =>
      request.path === "/v1/subscriptions/sub_1"
        ? { status: 200, body: subscription({ status: "trialing", customer: { id: "cus_1", object: "customer" } }) }
        : { status: 404, body: { error: { type: "invalid_request_error", code: "resource_missing", message: "No such subscription" } } };
    expect(await provider().getSubscription("sub_1")).toEqual({
      subscription: "sub_1",
      customer: "cus_1",
      status: "trialing",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(1_798_000_000 * 1000),
      paymentMethod: "pm_1",
      metadata: { priceId: "premium-1m" },
    });
    expect(requests[0]).toMatchObject({ method: "GET", path: "/v1/subscriptions/sub_1" });
    expect(await provider().getSubscription("sub_missing")).toBeUndefined();
  });

  it("other API errors are not hidden", async () => {
    answer = () => ({ status: 401, body: { error: { type: "invalid_request_error", message: "Invalid API Key provided" } } });
    await expect(provider().getSubscription("sub_1")).rejects.toThrow(/Invalid API Key/);
  });

  it("createPortalSession opens the customer portal with a way back", async () => {
    answer = () => ({
      status: 200,
      body: { id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.com/p/session/x" },
    });
    expect(await provider().createPortalSession({ customer: "cus_1", returnUrl: "https://lingora.example/en/profile" })).toEqual({
      url: "https://billing.stripe.com/p/session/x",
    });
    expect(requests[0]).toMatchObject({ method: "POST", path: "/v1/billing_portal/sessions" });
    expect(Object.fromEntries(requests[0]!.params)).toEqual({ customer: "cus_1", return_url: "https://lingora.example/en/profile" });
  });
});

/** A Stripe event as Stripe sends it. */
const stripeEvent = (type: string, object: Record<string, unknown>, id = "evt_1") =>
  JSON.stringify({ id, object: "event", type, created: nowSeconds - 10, api_version: "2026-10-28.endive", data: { object } });

const signed = (payload: string, options: { secret?: string; timestamp?: number } = {}) => ({
  "stripe-signature": signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
    timestamp: options.timestamp ?? nowSeconds,
  }),
});

describe("Stripe webhooks", () => {
  const completed = stripeEvent("checkout.session.completed", {
    id: "cs_1",
    object: "checkout.session",
    mode: "subscription",
    client_reference_id: "user-1",
    customer: "cus_1",
    subscription: "sub_1",
    payment_intent: null,
    metadata: { priceId: "premium-1m" },
  });

  it("accepts a good signature on the raw body and normalises the event", async () => {
    expect(await provider().verifyWebhook(completed, signed(completed))).toEqual({
      ok: true,
      event: {
        provider: "stripe",
        id: "evt_1",
        occurredAt: new Date((nowSeconds - 10) * 1000),
        type: "checkout.completed",
        checkout: "cs_1",
        mode: "subscription",
        customerRef: "user-1",
        customer: "cus_1",
        subscription: "sub_1",
        payment: undefined,
        metadata: { priceId: "premium-1m" },
      },
    });
  });

  it("refuses a tampered body, another secret, an old timestamp and a missing header", async () => {
    const headers = signed(completed);
    expect(await provider().verifyWebhook(completed.replace("user-1", "user-2"), headers)).toEqual({ ok: false, refusal: "bad-signature" });
    expect(await provider().verifyWebhook(completed, signed(completed, { secret: "whsec_other" }))).toEqual({
      ok: false,
      refusal: "bad-signature",
    });
    expect(await provider().verifyWebhook(completed, signed(completed, { timestamp: nowSeconds - 301 }))).toEqual({
      ok: false,
      refusal: "stale-timestamp",
    });
    expect(await provider().verifyWebhook(completed, {})).toEqual({ ok: false, refusal: "missing-signature" });
    // A re-serialised body (what a JSON body parser would hand over) no longer matches.
    const reserialised = JSON.stringify(JSON.parse(completed), null, 2);
    expect(await provider().verifyWebhook(reserialised, headers)).toEqual({ ok: false, refusal: "bad-signature" });
  });

  it("refuses a signed body that is not an event", async () => {
    expect(await provider().verifyWebhook("{nope", signed("{nope"))).toEqual({ ok: false, refusal: "malformed-payload" });
    const notEvent = JSON.stringify({ hello: "world" });
    expect(await provider().verifyWebhook(notEvent, signed(notEvent))).toEqual({ ok: false, refusal: "malformed-payload" });
  });

  it.each([
    [
      stripeEvent("payment_intent.succeeded", {
        id: "pi_1",
        object: "payment_intent",
        amount: 1999,
        currency: "usd",
        customer: "cus_1",
        payment_method: "pm_1",
        metadata: {},
      }),
      { type: "payment.succeeded", payment: "pi_1", amount: 1999, currency: "USD", customer: "cus_1", paymentMethod: "pm_1" },
    ],
    [
      stripeEvent("payment_intent.payment_failed", {
        id: "pi_2",
        object: "payment_intent",
        amount: 500,
        currency: "eur",
        customer: { id: "cus_1", object: "customer" },
        last_payment_error: { code: "card_declined", decline_code: "insufficient_funds" },
        metadata: {},
      }),
      { type: "payment.failed", payment: "pi_2", reason: "insufficient_funds", customer: "cus_1", currency: "EUR" },
    ],
    [
      stripeEvent("invoice.paid", {
        id: "in_1",
        object: "invoice",
        amount_paid: 999,
        amount_due: 999,
        currency: "usd",
        customer: "cus_1",
        parent: { type: "subscription_details", subscription_details: { subscription: "sub_1" } },
        metadata: {},
      }),
      { type: "payment.succeeded", payment: "in_1", amount: 999, subscription: "sub_1" },
    ],
    [
      stripeEvent("invoice.payment_failed", {
        id: "in_2",
        object: "invoice",
        amount_paid: 0,
        amount_due: 999,
        currency: "usd",
        customer: "cus_1",
        parent: { type: "subscription_details", subscription_details: { subscription: "sub_1" } },
        metadata: {},
      }),
      { type: "payment.failed", payment: "in_2", amount: 999, subscription: "sub_1", reason: "card_declined" },
    ],
    [
      stripeEvent("customer.subscription.updated", subscription({ status: "past_due", cancel_at_period_end: true })),
      { type: "subscription.updated", status: "past_due", cancelAtPeriodEnd: true, currentPeriodEnd: new Date(1_798_000_000 * 1000) },
    ],
    [
      stripeEvent("customer.subscription.updated", subscription({ status: "incomplete_expired" })),
      { type: "subscription.updated", status: "expired" },
    ],
    [
      stripeEvent("customer.subscription.deleted", subscription({ status: "canceled", ended_at: nowSeconds })),
      { type: "subscription.canceled", subscription: "sub_1", endedAt: now },
    ],
    [
      stripeEvent("refund.updated", {
        id: "re_1",
        object: "refund",
        amount: 300,
        currency: "usd",
        status: "succeeded",
        payment_intent: "pi_1",
      }),
      { type: "refund.updated", refund: "re_1", payment: "pi_1", amount: 300, status: "succeeded" },
    ],
    [
      stripeEvent("customer.created", { id: "cus_1", object: "customer" }),
      { type: "ignored", providerType: "customer.created", id: "evt_1" },
    ],
  ])("maps %s", async (payload, expected) => {
    const verified = await provider().verifyWebhook(payload, signed(payload));
    expect(verified).toMatchObject({ ok: true, event: { provider: "stripe", id: "evt_1", ...expected } });
  });
});
