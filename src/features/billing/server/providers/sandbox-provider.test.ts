import { beforeEach, describe, expect, it } from "vitest";
import type { CreateCheckoutInput, PaymentEvent } from "./payment-provider";
import { createSandboxProvider, type SandboxProvider } from "./sandbox-provider";
import { memorySandboxStore } from "./sandbox-store";
import { signedWebhookRequest, type DeliveryScheduler } from "./webhook-delivery";

const secret = "w".repeat(32);
const now = new Date("2026-11-22T12:00:00Z");
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: "123" });

let sent: Array<{ id: string; body: string }>;
let written: string[];
let provider: SandboxProvider;

/** The events the sandbox handed to its scheduler, read back through its own verification. */
async function events(): Promise<PaymentEvent[]> {
  const out: PaymentEvent[] = [];
  for (const { body } of sent) {
    const request = signedWebhookRequest(body, secret, now);
    const verified = await provider.verifyWebhook(request.body, request.headers);
    if (!verified.ok) throw new Error(verified.refusal);
    out.push(verified.event);
  }
  return out;
}

const subscriptionCheckout = (overrides: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput => ({
  mode: "subscription",
  item: { priceId: "premium-1m", description: "Premium, 1 month", amount: 999, currency: "USD", interval: "month" },
  customer: { id: "user-1", email: "a@example.com" },
  idempotencyKey: "checkout-1",
  successUrl: "http://localhost:3000/en/checkout/success",
  cancelUrl: "http://localhost:3000/en/profile/payments-subscriptions/choose",
  metadata: { order: "o-1" },
  ...overrides,
});

beforeEach(() => {
  sent = [];
  let counter = 0;
  const scheduler: DeliveryScheduler = {
    enqueue: (id, body) => {
      sent.push({ id, body });
      return Promise.resolve();
    },
  };
  written = [];
  const memory = memorySandboxStore();
  provider = createSandboxProvider({
    secret,
    store: {
      get: (key) => memory.get(key),
      put: (key, value) => {
        written.push(key);
        return memory.put(key, value);
      },
    },
    scheduler,
    checkoutUrl: (id) => `http://localhost:3000/checkout/sandbox/${id}`,
    authenticationUrl: (id) => `http://localhost:3000/checkout/sandbox/authenticate/${id}`,
    now: () => now,
    newId: (prefix) => `${prefix}_${++counter}`,
  });
});

describe("sandbox createCheckout", () => {
  it("opens a hosted checkout; the same key returns the same checkout, another request under it is refused", async () => {
    const session = await provider.createCheckout(subscriptionCheckout());
    expect(session).toEqual({ provider: "sandbox", id: "cs_1", url: "http://localhost:3000/checkout/sandbox/cs_1" });
    expect(await provider.createCheckout(subscriptionCheckout())).toEqual(session);
    await expect(provider.createCheckout(subscriptionCheckout({ item: { ...subscriptionCheckout().item, amount: 1 } }))).rejects.toThrow(
      /idempotency key "checkout-1" was used for another request/,
    );
    expect(await provider.getCheckout("cs_1")).toMatchObject({
      description: "Premium, 1 month",
      amount: 999,
      currency: "USD",
      status: "open",
    });
  });

  it.each([
    [{ amount: 9.99 }, /whole number of minor units/],
    [{ amount: 0 }, /whole number of minor units/],
    [{ currency: "usd" }, /ISO 4217/],
    [{ interval: undefined }, /needs an interval/],
  ])("refuses a bad item %j before anything exists", async (change, message) => {
    await expect(provider.createCheckout(subscriptionCheckout({ item: { ...subscriptionCheckout().item, ...change } }))).rejects.toThrow(
      message,
    );
  });

  it("refuses a trial on a one-off payment", async () => {
    await expect(provider.createCheckout(subscriptionCheckout({ mode: "payment", trialDays: 7 }))).rejects.toThrow(/trialDays/);
  });
});

describe("sandbox payCheckout", () => {
  it("the success card pays, saves the method and tells it in three events; a second submit charges nothing", async () => {
    await provider.createCheckout(subscriptionCheckout());
    expect(await provider.payCheckout("cs_1", card("4242 4242 4242 4242"))).toEqual({
      status: "succeeded",
      redirectUrl: "http://localhost:3000/en/checkout/success",
    });
    const told = await events();
    expect(told.map((event) => event.type)).toEqual(["payment.succeeded", "subscription.updated", "checkout.completed"]);
    expect(told[0]).toMatchObject({ payment: "pay_3", amount: 999, currency: "USD", subscription: "sub_4", paymentMethod: "pm_2" });
    expect(told[1]).toMatchObject({
      status: "active",
      currentPeriodEnd: new Date("2026-12-22T12:00:00Z"),
      cancelAtPeriodEnd: false,
      paymentMethod: "pm_2",
    });
    expect(told[2]).toMatchObject({ checkout: "cs_1", customerRef: "user-1", subscription: "sub_4", metadata: { order: "o-1" } });
    expect(new Set(told.map((event) => event.id)).size).toBe(3);
    expect(JSON.stringify(sent)).not.toContain("4242424242424242");

    expect(await provider.payCheckout("cs_1", card("4242424242424242"))).toMatchObject({ status: "succeeded" });
    expect(sent).toHaveLength(3);
  });

  it("two submits at the same moment (a double click) pay once", async () => {
    await provider.createCheckout(subscriptionCheckout());
    const results = await Promise.all([
      provider.payCheckout("cs_1", card("4242424242424242")),
      provider.payCheckout("cs_1", card("4242424242424242")),
    ]);
    expect(results.map((result) => result.status)).toEqual(["succeeded", "succeeded"]);
    expect((await events()).filter((event) => event.type === "payment.succeeded")).toHaveLength(1);
  });

  it("a trial takes no payment: the subscription trials until the trial's end", async () => {
    await provider.createCheckout(subscriptionCheckout({ trialDays: 7 }));
    await provider.payCheckout("cs_1", card("4242424242424242"));
    const told = await events();
    expect(told.map((event) => event.type)).toEqual(["subscription.updated", "checkout.completed"]);
    expect(told[0]).toMatchObject({ status: "trialing", currentPeriodEnd: new Date("2026-11-29T12:00:00Z") });
  });

  it.each([
    ["4000000000000002", "card_declined"],
    ["4000000000009995", "insufficient_funds"],
    ["5555555555554444", "card_not_supported"],
  ])("%s fails with %s and leaves the checkout open for another card", async (number, reason) => {
    await provider.createCheckout(subscriptionCheckout());
    expect(await provider.payCheckout("cs_1", card(number))).toMatchObject({ status: "failed", reason });
    expect((await provider.getCheckout("cs_1"))?.status).toBe("open");
    expect(written.filter((key) => key.startsWith("pm:"))).toEqual([]); // a declined card is not saved
    expect(await provider.payCheckout("cs_1", card("4242424242424242"))).toMatchObject({ status: "succeeded" });
    const subscriptions = (await events()).filter((event) => event.type === "subscription.updated");
    expect(subscriptions).toHaveLength(1);
  });

  it("the authentication card asks for a step: approve completes the checkout", async () => {
    await provider.createCheckout(subscriptionCheckout());
    const asked = await provider.payCheckout("cs_1", card("4000002500003155"));
    expect(asked).toEqual({
      status: "requires_action",
      payment: "pay_3",
      actionUrl: "http://localhost:3000/checkout/sandbox/authenticate/pay_3",
    });
    // Submitting again while the step is open shows the same step.
    expect(await provider.payCheckout("cs_1", card("4000002500003155"))).toEqual(asked);
    expect(await provider.authenticate("pay_3", true)).toMatchObject({ status: "succeeded" });
    expect(await provider.authenticate("pay_3", true)).toMatchObject({ status: "succeeded" });
    expect((await events()).map((event) => event.type)).toEqual([
      "payment.requires_action",
      "payment.succeeded",
      "subscription.updated",
      "checkout.completed",
    ]);
  });

  it("deny fails the payment and reopens the checkout", async () => {
    await provider.createCheckout(subscriptionCheckout());
    await provider.payCheckout("cs_1", card("4000002500003155"));
    expect(await provider.authenticate("pay_3", false)).toMatchObject({ status: "failed", reason: "authentication_failed" });
    expect((await provider.getCheckout("cs_1"))?.status).toBe("open");
    expect((await events()).map((event) => event.type)).toEqual(["payment.requires_action", "payment.failed"]);
  });
});

describe("sandbox chargeSaved, refund, cancel", () => {
  async function paidCustomer(number = "4242424242424242") {
    await provider.createCheckout(subscriptionCheckout());
    await provider.payCheckout("cs_1", card(number));
    const completed = (await events()).find((event) => event.type === "checkout.completed");
    if (completed?.type !== "checkout.completed") throw new Error("not completed");
    sent = [];
    return completed;
  }

  it("charges the saved method once per idempotency key (one click upsell)", async () => {
    const { customer, paymentMethod } = await paidCustomer();
    const input = { customer: customer!, paymentMethod: paymentMethod!, amount: 1999, currency: "USD", idempotencyKey: "upsell-1" };
    const first = await provider.chargeSaved(input);
    expect(first).toEqual({ status: "succeeded", payment: expect.stringMatching(/^pay_/) });
    expect(await provider.chargeSaved(input)).toEqual(first);
    expect(sent).toHaveLength(1);
    await expect(provider.chargeSaved({ ...input, amount: 1 })).rejects.toThrow(/used for another request/);
    const [a, b] = await Promise.all([
      provider.chargeSaved({ ...input, idempotencyKey: "upsell-2" }),
      provider.chargeSaved({ ...input, idempotencyKey: "upsell-2" }),
    ]);
    expect(a).toEqual(b);
    expect(sent).toHaveLength(2);
    await expect(provider.chargeSaved({ ...input, customer: "cus_sbx_other", idempotencyKey: "x" })).rejects.toThrow(/another customer/);
  });

  it("a saved 3155 card goes through off-session (authenticated when saved, as at Stripe)", async () => {
    await provider.createCheckout(subscriptionCheckout());
    await provider.payCheckout("cs_1", card("4000002500003155"));
    await provider.authenticate("pay_3", true);
    const completed = (await events()).find((event) => event.type === "checkout.completed");
    if (completed?.type !== "checkout.completed") throw new Error("not completed");
    const result = await provider.chargeSaved({
      customer: completed.customer!,
      paymentMethod: completed.paymentMethod!,
      amount: 999,
      currency: "USD",
      idempotencyKey: "renewal-1",
    });
    expect(result.status).toBe("succeeded");
  });

  it("refunds in part and then the rest, never more than was paid", async () => {
    const { payment } = await paidCustomer();
    const first = await provider.refund({ payment: payment!, amount: 300, idempotencyKey: "r1" });
    expect(first).toEqual({ refund: expect.stringMatching(/^re_/), status: "succeeded", amount: 300, currency: "USD" });
    expect(await provider.refund({ payment: payment!, amount: 300, idempotencyKey: "r1" })).toEqual(first);
    await expect(provider.refund({ payment: payment!, amount: 700, idempotencyKey: "r2" })).rejects.toThrow(/at most 699/);
    expect(await provider.refund({ payment: payment!, idempotencyKey: "r3" })).toMatchObject({ amount: 699 });
    expect((await events()).map((event) => event.type)).toEqual(["refund.updated", "refund.updated"]);
  });

  it("cancels at the period end (it stays until then), or now", async () => {
    const { subscription } = await paidCustomer();
    expect(await provider.cancel({ subscription: subscription!, atPeriodEnd: true, idempotencyKey: "c1" })).toEqual({
      subscription: subscription,
      status: "active",
      cancelAtPeriodEnd: true,
      endsAt: new Date("2026-12-22T12:00:00Z"),
    });
    expect(await provider.cancel({ subscription: subscription!, atPeriodEnd: false, idempotencyKey: "c2" })).toMatchObject({
      status: "canceled",
      endsAt: now,
    });
    expect((await events()).map((event) => event.type)).toEqual(["subscription.updated", "subscription.canceled"]);
    expect(await provider.getSubscription(subscription!)).toMatchObject({ status: "canceled", currentPeriodEnd: now });
    expect(await provider.getSubscription("sub_unknown")).toBeUndefined();
  });
});

describe("sandbox verifyWebhook", () => {
  it("refuses what it did not sign, or signed long ago, and never parses it", async () => {
    const body = JSON.stringify({ provider: "sandbox", id: "evt_x", occurredAt: now.toISOString(), type: "ignored", providerType: "x" });
    const good = signedWebhookRequest(body, secret, now);
    expect(await provider.verifyWebhook(good.body, good.headers)).toMatchObject({ ok: true, event: { id: "evt_x", occurredAt: now } });
    expect(await provider.verifyWebhook(good.body.replace("evt_x", "evt_y"), good.headers)).toEqual({
      ok: false,
      refusal: "bad-signature",
    });
    const forged = signedWebhookRequest(body, "f".repeat(32), now);
    expect(await provider.verifyWebhook(forged.body, forged.headers)).toEqual({ ok: false, refusal: "bad-signature" });
    const old = signedWebhookRequest(body, secret, new Date(now.getTime() - 301_000));
    expect(await provider.verifyWebhook(old.body, old.headers)).toEqual({ ok: false, refusal: "stale-timestamp" });
    expect(await provider.verifyWebhook(body, {})).toEqual({ ok: false, refusal: "missing-signature" });
    const headers = new Headers(good.headers);
    expect(await provider.verifyWebhook(good.body, headers)).toMatchObject({ ok: true });
  });

  it("refuses a signed body that is not one of our events", async () => {
    for (const body of ["not json", JSON.stringify({ id: "evt_1", type: "payment.succeeded" })]) {
      const request = signedWebhookRequest(body, secret, now);
      expect(await provider.verifyWebhook(request.body, request.headers)).toEqual({ ok: false, refusal: "malformed-payload" });
    }
  });
});
