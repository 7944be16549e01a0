import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkouts, sandboxRecords, subscriptions } from "@db/schema/billing";
import {
  createSandboxProvider,
  MemoryDeliveryQueue,
  memorySandboxStore,
  answerAuthentication,
  payTestCard,
  processPaymentEvent,
  tableSandboxStore,
  usePaymentProviderForTests,
  type SandboxProvider,
} from "@/features/billing/server";
import { getDb } from "@/lib/db";
import { registeredAccount } from "../support/accounts";
import { callApi } from "../support/api-client";

/** POST /v1/billing/checkout and GET /v1/billing/checkouts/{id} over the API, on real PostgreSQL. */

let provider: SandboxProvider;
let created: number;
let cancelUrls: string[];
let successUrls: string[];

beforeEach(() => {
  created = 0;
  cancelUrls = [];
  successUrls = [];
  const base = createSandboxProvider({
    secret: "whsec_api_test",
    store: memorySandboxStore(),
    scheduler: new MemoryDeliveryQueue({ now: () => new Date() }),
    checkoutUrl: (id) => `http://localhost:3000/checkout/sandbox/${id}`,
    authenticationUrl: (id) => `http://localhost:3000/checkout/sandbox/authenticate/${id}`,
  });
  // Counts what reaches the provider: a refused checkout must not.
  provider = {
    ...base,
    createCheckout: (input) => (
      (created += 1),
      cancelUrls.push(input.cancelUrl),
      successUrls.push(input.successUrl),
      base.createCheckout(input)
    ),
  };
  usePaymentProviderForTests(provider);
});
afterEach(() => usePaymentProviderForTests(undefined));

const start = (token: string, body: unknown) => callApi("/v1/billing/checkout", { token, body });

describe("POST /v1/billing/checkout", () => {
  it("prices from the catalogue only: a tampered plan, currency or return address is refused and nothing is opened", async () => {
    const ann = await registeredAccount();
    for (const body of [
      { planId: "courses-premium-1m-free" },
      { planId: "courses-premium-1m", currency: "XXX" },
      { planId: "courses-premium-1m", currency: "usd" },
      { planId: "courses-premium-1m", returnPath: "//evil.example/phish" },
      { planId: "courses-premium-1m", returnPath: "https://evil.example/" },
    ]) {
      const response = await start(ann.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
      expect(error.code).toBe("invalid_input");
      expect(Object.keys(error.fields)).toHaveLength(1);
    }
    // An amount sent by the browser is not read at all.
    const priced = await start(ann.token, { planId: "tutoring-pack-5", currency: "EUR", amount: 1, price: 1 });
    expect(priced.status).toBe(200);
    const { checkoutId } = (await priced.json()) as { checkoutId: string };
    const view = await callApi(`/v1/billing/checkouts/${checkoutId}`, { token: ann.token });
    expect(await view.json()).toEqual({ status: "open", planId: "tutoring-pack-5", kind: "credit_pack", amount: 7499, currency: "EUR" });
    expect(created).toBe(1);
    expect(await getDb().select().from(checkouts).where(eq(checkouts.userId, ann.userId))).toHaveLength(1);
  });

  it("leaving the checkout returns to the page it came from, in its language, whether the address names the locale or not", async () => {
    const ann = await registeredAccount();
    const paywall = "/profile/payments-subscriptions/choose";
    expect(
      (await start(ann.token, { planId: "courses-premium-1m", returnPath: `/pl${paywall}?plan=courses-premium-1m#courses-premium-1m` }))
        .status,
    ).toBe(200);
    expect((await start(ann.token, { planId: "courses-premium-3m", returnPath: `${paywall}?currency=EUR` })).status).toBe(200);
    expect(cancelUrls.map((url) => new URL(url)).map(({ pathname, search, hash }) => pathname + search + hash)).toEqual([
      `/pl${paywall}?plan=courses-premium-1m#courses-premium-1m`,
      `/en${paywall}?currency=EUR`,
    ]);
    // The checkout and its success page speak the language of the page the purchase started from.
    expect(successUrls.map((url) => new URL(url).pathname)).toEqual(["/pl/checkout/success", "/en/checkout/success"]);
  });

  it("a retry reuses the open checkout: one checkout, one subscription, one provider checkout", async () => {
    const ann = await registeredAccount();
    const answers = await Promise.all([1, 2, 3].map(() => start(ann.token, { planId: "courses-premium-12m", currency: "GBP" })));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { checkoutId: string; url: string }[];
    expect(new Set(bodies.map((b) => b.checkoutId)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.url)).size).toBe(1);
    expect(await getDb().select().from(subscriptions).where(eq(subscriptions.userId, ann.userId))).toHaveLength(1);
    // Another currency is another checkout.
    const euro = (await (await start(ann.token, { planId: "courses-premium-12m", currency: "EUR" })).json()) as { checkoutId: string };
    expect(euro.checkoutId).not.toBe(bodies[0]!.checkoutId);
  });

  /** Starts the 1-month plan's trial for the person (the provider's checkout paid, its completion applied). */
  async function startTrial(token: string) {
    const first = (await (await start(token, { planId: "courses-premium-1m" })).json()) as { checkoutId: string };
    const [row] = await getDb().select().from(checkouts).where(eq(checkouts.id, first.checkoutId));
    expect(await provider.getCheckout(row!.providerCheckoutId!)).toMatchObject({ trialDays: 7, amount: 749, currency: "USD" });
    await provider.payCheckout(row!.providerCheckoutId!, { number: "4242424242424242", expMonth: 1, expYear: 2040, cvc: "123" });
    await processPaymentEvent(
      {
        provider: "sandbox",
        id: `evt_trial_started_${row!.id}`,
        occurredAt: new Date(),
        type: "checkout.completed",
        checkout: row!.providerCheckoutId!,
        mode: "subscription",
        metadata: { checkoutId: row!.id },
      },
      { queueReceipt: () => Promise.resolve() },
    );
  }

  it("one live subscription per product type: premium held (a trial too) refuses another premium plan with 409; packs and other products stay on sale", async () => {
    const ann = await registeredAccount();
    await startTrial(ann.token);
    const opened = created;
    for (const planId of ["courses-premium-1m", "courses-premium-3m", "courses-premium-12m", "courses-premium-12m-once"]) {
      const refused = await start(ann.token, { planId });
      expect(refused.status, planId).toBe(409);
      const { error } = (await refused.json()) as { error: { code: string; reason: string } };
      expect(error).toMatchObject({ code: "already_subscribed", reason: "courses-premium-1m" });
    }
    expect(created).toBe(opened);
    // A cancellation at the period's end still holds premium until then: resume it instead of buying again.
    await getDb().update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.userId, ann.userId));
    expect((await start(ann.token, { planId: "courses-premium-12m" })).status).toBe(409);
    // Credit packs add up, and group lessons are another product.
    expect((await start(ann.token, { planId: "tutoring-pack-5" })).status).toBe(200);
    expect((await start(ann.token, { planId: "group-lessons-1m" })).status).toBe(200);
  });

  it("one trial per person: once the trial's subscription has ended, the next trial plan is charged from the first day", async () => {
    const ann = await registeredAccount();
    await startTrial(ann.token);
    await getDb().update(subscriptions).set({ status: "expired" }).where(eq(subscriptions.userId, ann.userId));
    const second = (await (await start(ann.token, { planId: "courses-premium-12m" })).json()) as { checkoutId: string };
    const [again] = await getDb().select().from(checkouts).where(eq(checkouts.id, second.checkoutId));
    const view = await provider.getCheckout(again!.providerCheckoutId!);
    expect(view?.trialDays).toBeUndefined();
  });
});

describe("GET /v1/billing/checkouts/{id}", () => {
  it("answers its owner only: another person (or a made-up id) gets 404", async () => {
    const ann = await registeredAccount();
    const bob = await registeredAccount();
    const { checkoutId } = (await (await start(ann.token, { planId: "group-lessons-1m" })).json()) as { checkoutId: string };
    expect((await callApi(`/v1/billing/checkouts/${checkoutId}`, { token: ann.token })).status).toBe(200);
    expect((await callApi(`/v1/billing/checkouts/${checkoutId}`, { token: bob.token })).status).toBe(404);
    expect((await callApi("/v1/billing/checkouts/not-a-uuid", { token: bob.token })).status).toBe(404);
  });
});

describe("the sandbox's table-backed store", () => {
  it("keeps records in sandbox_records and brings dates back as dates", async () => {
    const store = tableSandboxStore();
    const record = { id: "sub_sbx_x", currentPeriodEnd: new Date("2026-05-01T10:00:00.000Z"), metadata: { a: "b" } };
    await store.put("sub:sub_sbx_x", record);
    await store.put("sub:sub_sbx_x", { ...record, cancelAtPeriodEnd: true });
    expect(await store.get("sub:sub_sbx_x")).toEqual({ ...record, cancelAtPeriodEnd: true });
    expect(await store.get("sub:missing")).toBeUndefined();
    const [row] = await getDb().select().from(sandboxRecords).where(eq(sandboxRecords.key, "sub:sub_sbx_x"));
    expect(row!.value).toMatchObject({ currentPeriodEnd: { $type: "Date", value: "2026-05-01T10:00:00.000Z" } });
  });

  it("a sandbox on the table store survives a restart of the process (a new provider, same records)", async () => {
    const make = () =>
      createSandboxProvider({
        secret: "s",
        store: tableSandboxStore(),
        scheduler: new MemoryDeliveryQueue({ now: () => new Date() }),
        checkoutUrl: (id) => id,
        authenticationUrl: (id) => id,
      });
    const session = await make().createCheckout({
      mode: "subscription",
      item: { priceId: "p", description: "d", amount: 100, currency: "USD", interval: "month", intervalCount: 1 },
      customer: { id: "u1" },
      idempotencyKey: `restart-${Date.now()}`,
      successUrl: "s",
      cancelUrl: "c",
      metadata: {},
    });
    const later = make();
    expect(await later.payCheckout(session.id, { number: "4242424242424242", expMonth: 1, expYear: 2040, cvc: "123" })).toEqual({
      status: "succeeded",
      redirectUrl: "s",
    });
    const checkout = await tableSandboxStore().get<{ subscription: string }>(`checkout:${session.id}`);
    const subscription = await later.getSubscription(checkout!.subscription);
    expect(subscription?.currentPeriodEnd).toBeInstanceOf(Date);
  });
});

describe("the hosted checkout's form (payTestCard)", () => {
  async function openOne(planId = "tutoring-pack-5") {
    const ann = await registeredAccount();
    const { checkoutId } = (await (await start(ann.token, { planId })).json()) as { checkoutId: string };
    const [row] = await getDb().select().from(checkouts).where(eq(checkouts.id, checkoutId));
    return row!.providerCheckoutId!;
  }
  const card = (number: string) => ({ number, expMonth: 12, expYear: 2040, cvc: "123" });

  it("sends the browser on: to the success page, or to the bank's step", async () => {
    const paid = await payTestCard(await openOne(), card("4242 4242 4242 4242"));
    expect(paid).toMatchObject({ status: "next", url: expect.stringMatching(/\/checkout\/success\?checkout=/) });
    const bank = await payTestCard(await openOne("tutoring-pack-10"), card("4000 0025 0000 3155"));
    expect(bank).toMatchObject({ status: "next", url: expect.stringMatching(/\/checkout\/sandbox\/authenticate\/pay_sbx_/) });
  });

  it("or back with the reason: a declined card, incomplete details, an unknown checkout", async () => {
    const checkout = await openOne();
    expect(await payTestCard(checkout, card("4000 0000 0000 0002"))).toEqual({ status: "declined", reason: "card_declined" });
    expect(await payTestCard(checkout, card("4000 0000 0000 9995"))).toEqual({ status: "declined", reason: "insufficient_funds" });
    expect(await payTestCard(checkout, { number: "4242", expMonth: Number.NaN, expYear: 2040, cvc: "1" })).toEqual({
      status: "declined",
      reason: "invalid_number",
    });
    expect(await payTestCard("cs_sbx_unknown", card("4242 4242 4242 4242"))).toEqual({ status: "declined", reason: "processing_error" });
    // An impossible or missing month is said as such, not as an expired card or a bad number.
    for (const expMonth of [13, 0, Number.NaN]) {
      expect(await payTestCard(checkout, { ...card("4242 4242 4242 4242"), expMonth }), String(expMonth)).toEqual({
        status: "declined",
        reason: "invalid_expiry_month",
      });
    }
  });

  it("the bank's step: approve goes on to the success page (a second press too), deny back to the checkout with the reason", async () => {
    const approved = await payTestCard(await openOne(), card("4000 0025 0000 3155"));
    const approvedPayment = /authenticate\/(pay_sbx_\w+)/.exec(approved.status === "next" ? approved.url : "")![1]!;
    expect(await answerAuthentication(approvedPayment, true)).toMatchObject({ status: "next" });
    // A second press after approving (even on Deny) cannot undo the payment: it goes on to the success page.
    expect(await answerAuthentication(approvedPayment, false)).toMatchObject({ status: "next" });

    const checkout = await openOne("tutoring-pack-10");
    const denied = await payTestCard(checkout, card("4000 0025 0000 3155"));
    const deniedPayment = /authenticate\/(pay_sbx_\w+)/.exec(denied.status === "next" ? denied.url : "")![1]!;
    expect(await answerAuthentication(deniedPayment, false)).toEqual({ status: "declined", checkout, reason: "authentication_failed" });
    expect(await answerAuthentication("pay_sbx_unknown", true)).toEqual({ status: "not_pending" });
  });
});
