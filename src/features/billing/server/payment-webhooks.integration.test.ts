import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { billingCustomers, checkouts, creditEntries, payments, products, subscriptions, webhookEvents } from "@db/schema/billing";
import { analyticsEvents } from "@db/schema/growth";
import { createUser } from "@db/factories";
import { getDb } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { deriveEntitlements } from "../model/entitlements";
import { provideBillingGrowthHooks } from "./growth-hooks";
import { receiptRunsFor, withReceiptQueue } from "./lifecycle-test-support";
import { listAvailableProducts } from "./list-available-products";
import { usePaymentProviderForTests } from "./payment-provider-instance";
import { postPaymentWebhook } from "./payment-endpoints";
import { processPaymentEvent } from "./process-payment-event";
import { decodePaymentEvent } from "./providers/payment-event-codec";
import type { PaymentEvent } from "./providers/payment-provider";
import { createSandboxProvider, type SandboxProvider } from "./providers/sandbox-provider";
import { memorySandboxStore } from "./providers/sandbox-store";
import { signedWebhookRequest, type DeliveryScheduler } from "./providers/webhook-delivery";
import { readCheckout } from "./read-checkout";
import { startCheckout } from "./start-checkout";

const SECRET = "whsec_test_sandbox";
const GOOD_CARD = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2040, cvc: "123" };

/** Keeps every event the sandbox emits, in the order it emitted them, to deliver as a test likes. */
class Recorder implements DeliveryScheduler {
  readonly events: { id: string; rawBody: string; event: PaymentEvent }[] = [];
  enqueue(eventId: string, rawBody: string) {
    this.events.push({ id: eventId, rawBody, event: decodePaymentEvent(rawBody)! });
    return Promise.resolve();
  }
  of(type: PaymentEvent["type"]) {
    return this.events.filter((e) => e.event.type === type);
  }
}

let clock = new Date();
let provider: SandboxProvider;
let recorder: Recorder;
let receipts: string[];

const queueReceipt = (_tx: Transaction, paymentId: string) => Promise.resolve(void receipts.push(paymentId));
const deps = () => ({ provider, queueReceipt, now: () => clock });

/** Posts one delivery to our webhook endpoint, signed now, as the delivery job does. */
function deliver(rawBody: string, secret = SECRET) {
  const { headers, body } = signedWebhookRequest(rawBody, secret, clock);
  return postPaymentWebhook(new Request("http://localhost/api/billing/webhooks/sandbox", { method: "POST", headers, body }), {
    provider: "sandbox",
  });
}

withReceiptQueue();

beforeEach(() => {
  clock = new Date();
  recorder = new Recorder();
  receipts = [];
  provider = createSandboxProvider({
    secret: SECRET,
    store: memorySandboxStore(),
    scheduler: recorder,
    checkoutUrl: (id) => `http://localhost/checkout/sandbox/${id}`,
    authenticationUrl: (id) => `http://localhost/checkout/sandbox/authenticate/${id}`,
    now: () => clock,
  });
  usePaymentProviderForTests(provider);
  provideBillingGrowthHooks({
    recordServerEvent: async (input, db = getDb()) => {
      await db.insert(analyticsEvents).values({
        eventType: input.eventType,
        source: "server",
        userId: input.userId ?? null,
        eventTime: clock,
        receivedAt: clock,
        eventProperties: input.properties ?? {},
        groups: {},
        context: {},
      });
      return true;
    },
    lookupCountryCode: () => Promise.resolve(null),
  });
});

afterEach(() => usePaymentProviderForTests(undefined));

async function buy(planId: string, card = GOOD_CARD) {
  const person = await createUser(getDb());
  const { checkoutId } = await startCheckout({ userId: person.id, planId, country: "US", locale: "en" }, { provider });
  const [row] = await getDb().select().from(checkouts).where(eq(checkouts.id, checkoutId));
  const result = await provider.payCheckout(row!.providerCheckoutId!, card);
  return { person, checkoutId, checkout: row!, result };
}

const count = async (table: typeof payments | typeof webhookEvents | typeof creditEntries, where?: ReturnType<typeof eq>) =>
  (await getDb().select().from(table).where(where)).length;

describe("webhooks: exactly once", () => {
  it("the same webhook delivered 10 times (some at once) grants once and sends one receipt", async () => {
    const { person, checkoutId } = await buy("tutoring-4-credits");
    const paid = recorder.of("payment.succeeded")[0]!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(paid.rawBody)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { duplicate: boolean }[];
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);

    expect(await count(payments, eq(payments.userId, person.id))).toBe(1);
    const grants = await getDb().select().from(creditEntries).where(eq(creditEntries.userId, person.id));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ kind: "grant", amount: 4 });
    expect(await receiptRunsFor(person.id)).toBe(1);
    expect(await readCheckout(person.id, checkoutId)).toMatchObject({
      status: "complete",
      subscriptionStatus: "active",
      kind: "subscription",
    });
    const purchases = await getDb()
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, person.id), eq(analyticsEvents.eventType, "purchase_completed")));
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.eventProperties).toEqual({ value: 39.99, currency: "USD", plan: "tutoring-4-credits" });
  });

  it("a crash in the middle (after the dedupe row) leaves nothing; the redelivery does it all once", async () => {
    const { person } = await buy("tutoring-pack-5");
    const paid = recorder.of("payment.succeeded")[0]!.event;
    let crash = true;
    const crashing = (tx: Transaction, id: string) => {
      if (crash) throw new Error("the process died");
      return queueReceipt(tx, id);
    };
    await expect(processPaymentEvent(paid, { ...deps(), queueReceipt: crashing })).rejects.toThrow("the process died");
    expect(await count(webhookEvents, eq(webhookEvents.eventId, paid.id))).toBe(0);
    expect(await count(payments, eq(payments.userId, person.id))).toBe(0);
    expect(await count(creditEntries, eq(creditEntries.userId, person.id))).toBe(0);

    crash = false;
    expect(await processPaymentEvent(paid, { ...deps(), queueReceipt: crashing })).toMatchObject({ duplicate: false });
    expect(await processPaymentEvent(paid, { ...deps(), queueReceipt: crashing })).toEqual({ duplicate: true });
    expect(await count(payments, eq(payments.userId, person.id))).toBe(1);
    const [grant] = await getDb().select().from(creditEntries).where(eq(creditEntries.userId, person.id));
    expect(grant).toMatchObject({ kind: "grant", amount: 5 });
    expect(receipts).toHaveLength(1);
    const [row] = await getDb().select().from(webhookEvents).where(eq(webhookEvents.eventId, paid.id));
    expect(row!.outcome).toContain("5 credits");
  });

  it("a bad signature is refused with 400 and stores nothing", async () => {
    const { person } = await buy("courses-premium-3m");
    const paid = recorder.of("payment.succeeded")[0]!;
    const forged = await deliver(paid.rawBody, "not-the-secret");
    expect(forged.status).toBe(400);
    const tampered = paid.rawBody.replace('"amount":2999', '"amount":1');
    const { headers } = signedWebhookRequest(paid.rawBody, SECRET, clock);
    const swapped = await postPaymentWebhook(
      new Request("http://localhost/api/billing/webhooks/sandbox", { method: "POST", headers, body: tampered }),
      { provider: "sandbox" },
    );
    expect(swapped.status).toBe(400);
    const unsigned = await postPaymentWebhook(
      new Request("http://localhost/x", { method: "POST", headers: { "content-type": "application/json" }, body: paid.rawBody }),
      {
        provider: "sandbox",
      },
    );
    expect(unsigned.status).toBe(400);
    expect(await count(webhookEvents, eq(webhookEvents.eventId, paid.id))).toBe(0);
    expect(await count(payments, eq(payments.userId, person.id))).toBe(0);
  });
});

describe("webhooks: any order", () => {
  it("every order of a paid checkout's events ends in the same state", async () => {
    const orders = [
      ["payment.succeeded", "subscription.updated", "checkout.completed"],
      ["checkout.completed", "subscription.updated", "payment.succeeded"],
      ["subscription.updated", "checkout.completed", "payment.succeeded"],
    ] as const;
    for (const order of orders) {
      recorder.events.length = 0;
      const { person, checkoutId } = await buy("courses-premium-3m");
      for (const type of order) expect((await deliver(recorder.of(type)[0]!.rawBody)).status).toBe(200);
      const [subscription] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, person.id));
      expect(subscription).toMatchObject({ status: "active", paidPeriods: 1, paidAmount: 2999 });
      expect(subscription!.providerSubscriptionId).toMatch(/^sub_sbx_/);
      expect(await count(payments, eq(payments.userId, person.id))).toBe(1);
      // The receipt names the card whichever event told of it first.
      const [receipt] = await getDb().select().from(payments).where(eq(payments.userId, person.id));
      expect(receipt, order.join(" → ")).toMatchObject({ paymentMethodLabel: "Visa •••• 4242" });
      const [customer] = await getDb().select().from(billingCustomers).where(eq(billingCustomers.userId, person.id));
      expect(customer).toMatchObject({ paymentMethodLabel: "Visa •••• 4242" });
      expect(customer!.paymentMethod).toMatch(/^pm_sbx_/);
      expect(await readCheckout(person.id, checkoutId)).toMatchObject({ status: "complete", subscriptionStatus: "active" });
    }
  });

  it("the payment of a checkout not yet completed lands on its own", async () => {
    const { person, checkoutId } = await buy("tutoring-8-credits");
    await deliver(recorder.of("payment.succeeded")[0]!.rawBody);
    expect(await readCheckout(person.id, checkoutId)).toMatchObject({ status: "complete", subscriptionStatus: "active" });
    expect(await count(creditEntries, eq(creditEntries.userId, person.id))).toBe(1);
    // checkout.completed afterwards only adds what it alone knows (the card's label).
    await deliver(recorder.of("checkout.completed")[0]!.rawBody);
    expect(await count(payments, eq(payments.userId, person.id))).toBe(1);
    expect(await count(creditEntries, eq(creditEntries.userId, person.id))).toBe(1);
    const [customer] = await getDb().select().from(billingCustomers).where(eq(billingCustomers.userId, person.id));
    expect(customer!.paymentMethodLabel).toBe("Visa •••• 4242");
    const [receipt] = await getDb().select().from(payments).where(eq(payments.userId, person.id));
    expect(receipt!.paymentMethodLabel).toBe("Visa •••• 4242");
  });

  it("a payment known only by its provider subscription waits (500) until the subscription is linked, then lands once", async () => {
    const { person, checkoutId } = await buy("tutoring-4-credits");
    // As Stripe's invoice.paid: no checkout id in the metadata, only the provider's subscription id.
    const paid = recorder.of("payment.succeeded")[0]!.event;
    const invoice = { ...paid, id: "evt_invoice_paid", metadata: {} } as PaymentEvent;
    await expect(processPaymentEvent(invoice, deps())).rejects.toThrow(/not linked yet/);
    expect(await count(webhookEvents, eq(webhookEvents.eventId, "evt_invoice_paid"))).toBe(0);
    // subscription.updated carries our subscription id in its metadata: it links the two.
    await deliver(recorder.of("subscription.updated")[0]!.rawBody);
    expect(await processPaymentEvent(invoice, deps())).toMatchObject({ duplicate: false });
    expect(await readCheckout(person.id, checkoutId)).toMatchObject({ status: "complete", subscriptionStatus: "active" });
    expect(await count(creditEntries, eq(creditEntries.userId, person.id))).toBe(1);
  });

  it("a trial starts from checkout.completed, whatever came first; courses premium at once", async () => {
    const { person, checkoutId, result } = await buy("courses-premium-1m");
    expect(result.status).toBe("succeeded");
    expect(recorder.of("payment.succeeded")).toHaveLength(0);
    await deliver(recorder.of("subscription.updated")[0]!.rawBody);
    expect(await readCheckout(person.id, checkoutId)).toMatchObject({ status: "open", subscriptionStatus: "incomplete" });
    await deliver(recorder.of("checkout.completed")[0]!.rawBody);
    const view = await readCheckout(person.id, checkoutId);
    expect(view).toMatchObject({ status: "complete", subscriptionStatus: "trialing", amount: 749, currency: "USD" });
    expect(new Date(view!.trialEndsAt!).getTime() - clock.getTime()).toBe(7 * 86_400_000);
    expect(deriveEntitlements(await listAvailableProducts(person.id, {}, getDb()), { freeForUkraine: false }).coursesTier).toBe("trial");
    expect(await count(payments, eq(payments.userId, person.id))).toBe(0);
  });

  it("a late cancel, refund and stale payment are applied once or refused as stale", async () => {
    const { person } = await buy("tutoring-12-credits");
    for (const e of recorder.events.slice()) await deliver(e.rawBody);
    const [payment] = await getDb().select().from(payments).where(eq(payments.userId, person.id));
    await provider.refund({ payment: payment!.providerPaymentId, amount: 1000, idempotencyKey: "r1" });
    const [subscription] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, person.id));
    await provider.cancel({ subscription: subscription!.providerSubscriptionId!, atPeriodEnd: false, idempotencyKey: "c1" });
    const refund = recorder.of("refund.updated")[0]!;
    const canceled = recorder.of("subscription.canceled")[0]!;
    // Canceled first, then the refund, then the old payment again under a new id (a replay the state machine refuses).
    await deliver(canceled.rawBody);
    await deliver(refund.rawBody);
    await deliver(refund.rawBody);
    const replay = { ...recorder.of("payment.succeeded")[0]!.event, id: "evt_replayed" } as PaymentEvent;
    expect(await processPaymentEvent(replay, deps())).toEqual({ duplicate: false, outcome: "payment already recorded" });
    const [after] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, person.id));
    expect(after!.status).toBe("canceled");
    const [refunded] = await getDb().select().from(payments).where(eq(payments.userId, person.id));
    expect(refunded!.refundedAmount).toBe(1000);
    const rows = await getDb().select().from(products).where(eq(products.ownerId, person.id));
    expect(rows.map((r) => r.status)).toEqual(["canceled"]);
  });
});

describe("one-time purchases", () => {
  it("a year of courses premium paid once: a products row for the term and a receipt", async () => {
    const { person, checkoutId } = await buy("courses-premium-12m-once");
    for (const e of recorder.events.slice().reverse()) await deliver(e.rawBody);
    expect(await readCheckout(person.id, checkoutId)).toMatchObject({ status: "complete", kind: "one_time" });
    const rows = await getDb().select().from(products).where(eq(products.ownerId, person.id));
    expect(rows).toEqual([expect.objectContaining({ status: "ok", type: "courses_premium", trial: false, source: "purchase" })]);
    const [payment] = await getDb().select().from(payments).where(eq(payments.userId, person.id));
    expect(payment).toMatchObject({ kind: "one_time", amount: 9999, currency: "USD", paymentMethodLabel: "Visa •••• 4242" });
    expect(await receiptRunsFor(person.id)).toBe(1);
  });

  it("a declined card changes nothing and the checkout stays open", async () => {
    const { person, checkoutId, result } = await buy("tutoring-pack-10", { ...GOOD_CARD, number: "4000 0000 0000 0002" });
    expect(result).toMatchObject({ status: "failed", reason: "card_declined" });
    for (const e of recorder.events.slice()) expect((await deliver(e.rawBody)).status).toBe(200);
    expect(await readCheckout(person.id, checkoutId)).toMatchObject({ status: "open", kind: "credit_pack" });
    expect(await count(payments, eq(payments.userId, person.id))).toBe(0);
  });
});
