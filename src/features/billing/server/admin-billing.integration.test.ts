import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { billingAuditLog, payments, subscriptions } from "@db/schema/billing";
import { createSession, createUser, givePayment, giveSubscription, makeAdmin } from "@db/factories";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { anonymousAccount } from "../../../../tests/support/accounts";
import { grantCreditsAsAdmin } from "./grant-credits-as-admin";
import { loadBillingOverview } from "./load-billing-overview";
import { ADMIN_BILLING_OPERATIONS, performAdminBillingAction, type AdminBillingOperation } from "./perform-admin-billing-action";
import { createSandboxProvider, type SandboxProvider } from "./providers/sandbox-provider";
import { memorySandboxStore, type SandboxPayment, type SandboxStore } from "./providers/sandbox-store";
import { MemoryDeliveryQueue } from "./providers/webhook-delivery";
import { readWallet } from "./read-wallet";
import { recordProviderRefund } from "./record-provider-refund";
import { refundPayment } from "./refund-payment";

let store: SandboxStore;
let provider: SandboxProvider;
let nonceCounter = 0;
const nonce = () => `test-nonce-${String(++nonceCounter).padStart(8, "0")}`;

beforeEach(() => {
  store = memorySandboxStore();
  provider = createSandboxProvider({
    secret: "s".repeat(32),
    store,
    scheduler: new MemoryDeliveryQueue({ now: () => new Date() }),
    checkoutUrl: (id) => `http://localhost:3000/checkout/sandbox/${id}`,
    authenticationUrl: (id) => `http://localhost:3000/checkout/sandbox/authenticate/${id}`,
  });
});

async function newAdmin() {
  const admin = await createUser(getDb());
  await makeAdmin(getDb(), admin.id);
  return { id: admin.id, email: admin.email };
}

/** A person who paid 9.99 USD through the sandbox (hosted checkout, success card), and the stored receipt of it. */
async function paidPerson(fields: Parameters<typeof givePayment>[2] = {}) {
  const person = await createUser(getDb());
  const session = await provider.createCheckout({
    mode: "payment",
    item: { priceId: "credits-pack-8", description: "8 credits", amount: 999, currency: "USD" },
    customer: { id: person.id },
    idempotencyKey: `checkout-${person.id}`,
    successUrl: "http://localhost:3000/en/checkout/success",
    cancelUrl: "http://localhost:3000/en",
  });
  const paid = await provider.payCheckout(session.id, { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" });
  expect(paid.status).toBe("succeeded");
  const { payment: providerPaymentId } = (await store.get<{ payment: string }>(`checkout:${session.id}`))!;
  const payment = await givePayment(getDb(), person.id, {
    amount: 999,
    currency: "USD",
    providerPaymentId,
    kind: "credit_pack",
    ...fields,
  });
  return { person, payment };
}

const refundedAtSandbox = async (providerPaymentId: string) => (await store.get<SandboxPayment>(`pay:${providerPaymentId}`))!.refunded;
const storedPayment = async (id: string) => (await getDb().select().from(payments).where(eq(payments.id, id)))[0]!;
const auditOf = (userId: string) => getDb().select().from(billingAuditLog).where(eq(billingAuditLog.userId, userId));

async function refusalOf(promise: Promise<unknown>): Promise<Record<string, string> | undefined> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).details?.fields;
}

describe("refundPayment (an admin's refund)", () => {
  it("refunds part, then the rest; each counted once on the payment, at the provider, and audited with the reason", async () => {
    const admin = await newAdmin();
    const { person, payment } = await paidPerson();

    const part = await refundPayment(
      admin,
      { paymentId: payment.id, amount: "3.00", reason: "Charged twice", nonce: nonce() },
      { provider },
    );
    expect(part).toMatchObject({ status: "succeeded", amount: 300, refundedAmount: 300, replayed: false });
    expect((await storedPayment(payment.id)).refundedAmount).toBe(300);
    expect(await refundedAtSandbox(payment.providerPaymentId)).toBe(300);

    const rest = await refundPayment(admin, { paymentId: payment.id, amount: "", reason: "Unhappy with it", nonce: nonce() }, { provider });
    expect(rest).toMatchObject({ amount: 699, refundedAmount: 999 });
    expect(await refundedAtSandbox(payment.providerPaymentId)).toBe(999);

    const audit = await auditOf(person.id);
    expect(audit.map((row) => [row.action, row.reason, row.adminId, (row.details as { amount: number }).amount]).sort()).toEqual([
      ["refund", "Charged twice", admin.id, 300],
      ["refund", "Unhappy with it", admin.id, 699],
    ]);
    expect(await refusalOf(refundPayment(admin, { paymentId: payment.id, reason: "again", nonce: nonce() }, { provider }))).toEqual({
      amount: "nothingLeft",
    });
  });

  it("refuses more than what is left: nothing refunded, nothing written", async () => {
    const admin = await newAdmin();
    const { person, payment } = await paidPerson();
    await refundPayment(admin, { paymentId: payment.id, amount: "5", reason: "Half", nonce: nonce() }, { provider });
    expect(
      await refusalOf(refundPayment(admin, { paymentId: payment.id, amount: "5.00", reason: "Too much", nonce: nonce() }, { provider })),
    ).toEqual({ amount: "overRefund" });
    expect(
      await refusalOf(refundPayment(admin, { paymentId: payment.id, amount: "4.999", reason: "x", nonce: nonce() }, { provider })),
    ).toEqual({
      amount: "amountInvalid",
    });
    expect((await storedPayment(payment.id)).refundedAmount).toBe(500);
    expect(await refundedAtSandbox(payment.providerPaymentId)).toBe(500);
    expect(await auditOf(person.id)).toHaveLength(1);
  });

  it("a double submit (the same form nonce, at once) is one refund with one audit row", async () => {
    const admin = await newAdmin();
    const { person, payment } = await paidPerson();
    const input = { paymentId: payment.id, amount: "2.50", reason: "Double click", nonce: nonce() };
    const results = await Promise.all([refundPayment(admin, input, { provider }), refundPayment(admin, input, { provider })]);
    expect(results.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(results[0]!.refund).toBe(results[1]!.refund);
    expect((await storedPayment(payment.id)).refundedAmount).toBe(250);
    expect(await refundedAtSandbox(payment.providerPaymentId)).toBe(250);
    expect(await auditOf(person.id)).toHaveLength(1);
  });

  it("the refund.updated webhook of the same refund adds nothing; another refund of the payment is counted once", async () => {
    const admin = await newAdmin();
    const { payment } = await paidPerson();
    const done = await refundPayment(admin, { paymentId: payment.id, amount: "1.00", reason: "Goodwill", nonce: nonce() }, { provider });
    const webhook = { provider: "sandbox" as const, payment: payment.providerPaymentId, status: "succeeded" as const };
    const again = await getDb().transaction((tx) => recordProviderRefund(tx, { ...webhook, refund: done.refund, amount: 100 }));
    expect(again.outcome).toBe("already_counted");
    // A refund made elsewhere (the provider's dashboard): its event counts it, once, however often it comes.
    for (const expected of ["counted", "already_counted"]) {
      const outcome = await getDb().transaction((tx) => recordProviderRefund(tx, { ...webhook, refund: "re_dashboard_1", amount: 200 }));
      expect(outcome.outcome).toBe(expected);
    }
    const pending = await getDb().transaction((tx) =>
      recordProviderRefund(tx, { ...webhook, status: "pending", refund: "re_2", amount: 50 }),
    );
    expect(pending.outcome).toBe("not_final");
    expect((await storedPayment(payment.id)).refundedAmount).toBe(300);
  });

  it("cancels the subscription now with the refund (through the state machine), audited", async () => {
    const admin = await newAdmin();
    const person = await createUser(getDb());
    const subscription = await giveSubscription(getDb(), person.id);
    const { payment } = await paidPerson();
    await getDb().update(payments).set({ userId: person.id, subscriptionId: subscription.id }).where(eq(payments.id, payment.id));

    const result = await refundPayment(
      admin,
      { paymentId: payment.id, reason: "Did not want to renew", nonce: nonce(), cancelSubscription: true },
      { provider },
    );
    expect(result).toMatchObject({ amount: 999, subscriptionCanceled: true, cancelFailed: false });
    const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row).toMatchObject({ status: "canceled", nextWakeAt: null });
    expect(row!.productId).not.toBeNull();
    expect((await auditOf(person.id)).map((entry) => entry.action).sort()).toEqual(["cancel_subscription", "refund"]);
  });

  it("a payment the provider does not know: a clear refusal, nothing changed", async () => {
    const admin = await newAdmin();
    const person = await createUser(getDb());
    const payment = await givePayment(getDb(), person.id);
    expect(await refusalOf(refundPayment(admin, { paymentId: payment.id, reason: "Test", nonce: nonce() }, { provider }))).toEqual({
      paymentId: "unknownAtProvider",
    });
    expect((await storedPayment(payment.id)).refundedAmount).toBe(0);
    expect(await auditOf(person.id)).toHaveLength(0);
  });
});

describe("grantCreditsAsAdmin", () => {
  it("grants credits from source admin with the reason in the ledger and an audit row; a double submit grants once", async () => {
    const admin = await newAdmin();
    const person = await createUser(getDb());
    const now = new Date("2026-11-23T10:00:00Z");
    const input = { userId: person.id, amount: "5", months: "3", reason: "Lesson cancelled by the tutor", nonce: nonce() };
    const results = await Promise.all([grantCreditsAsAdmin(admin, input, { now }), grantCreditsAsAdmin(admin, input, { now })]);
    expect(results.map((r) => r.replayed).sort()).toEqual([false, true]);

    const wallet = await readWallet(person.id, now);
    expect(wallet.balance).toBe(5);
    expect(wallet.lots).toEqual([expect.objectContaining({ source: "admin", granted: 5, expiresAt: new Date("2027-02-23T10:00:00Z") })]);
    expect(wallet.history).toEqual([expect.objectContaining({ kind: "grant", amount: 5, reason: "Lesson cancelled by the tutor" })]);
    const audit = await auditOf(person.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "grant_credits",
        adminId: admin.id,
        reason: "Lesson cancelled by the tutor",
        details: expect.objectContaining({ amount: 5 }),
      }),
    ]);
  });

  it("refuses a grant without a reason or beyond the limit, writing nothing", async () => {
    const admin = await newAdmin();
    const person = await createUser(getDb());
    expect(
      await refusalOf(grantCreditsAsAdmin(admin, { userId: person.id, amount: "5", months: "6", reason: " ", nonce: nonce() })),
    ).toEqual({
      reason: "reasonRequired",
    });
    expect(
      await refusalOf(grantCreditsAsAdmin(admin, { userId: person.id, amount: "500", months: "6", reason: "x", nonce: nonce() })),
    ).toEqual({
      amount: "amountTooLarge",
    });
    expect((await readWallet(person.id)).history).toEqual([]);
    expect(await auditOf(person.id)).toHaveLength(0);
  });
});

describe("loadBillingOverview (the look-up)", () => {
  it("finds a person by email (any case) or user id, with only their own rows and each audit row's admin", async () => {
    const admin = await newAdmin();
    const { person, payment } = await paidPerson();
    const other = await paidPerson();
    const subscription = await giveSubscription(getDb(), person.id, { providerSubscriptionId: "sub_sbx_lookup" });
    await grantCreditsAsAdmin(admin, { userId: person.id, amount: "2", months: "1", reason: "Welcome back", nonce: nonce() });

    const byEmail = await loadBillingOverview(`  ${person.email.toUpperCase()} `);
    expect(byEmail?.account.id).toBe(person.id);
    expect(byEmail?.subscriptions.map((row) => [row.id, row.providerSubscriptionId])).toEqual([[subscription.id, "sub_sbx_lookup"]]);
    expect(byEmail?.payments.map((row) => row.id)).toEqual([payment.id]);
    expect(byEmail?.payments.map((row) => row.id)).not.toContain(other.payment.id);
    expect(byEmail?.wallet.balance).toBe(2);
    expect(byEmail?.audit).toEqual([expect.objectContaining({ action: "grant_credits", reason: "Welcome back", adminEmail: admin.email })]);

    expect((await loadBillingOverview(person.id))?.account.email).toBe(person.email);
    expect(await loadBillingOverview("nobody@example.com")).toBeNull();
    expect(await loadBillingOverview("no-such-user-id")).toBeNull();
  });
});

describe("authorization: every billing admin operation", () => {
  const cookieHeaders = (cookie: string) => new Headers(cookie ? { cookie } : {});

  async function signedIn(admin: boolean) {
    const person = await createUser(getDb());
    if (admin) await makeAdmin(getDb(), person.id);
    const { cookie } = await createSession(getDb(), person.id, { secret: getConfig().AUTH_SECRET! });
    return cookieHeaders(`${cookie.name}=${cookie.value}`);
  }

  /** A form each operation would accept from an admin. */
  function formFor(operation: AdminBillingOperation, target: { userId: string; paymentId: string }): FormData {
    const form = new FormData();
    form.set("operation", operation);
    form.set("nonce", nonce());
    form.set("reason", "Authorization test");
    if (operation === "refund") form.set("paymentId", target.paymentId);
    if (operation === "grant-credits") {
      form.set("userId", target.userId);
      form.set("amount", "3");
      form.set("months", "6");
    }
    return form;
  }

  it("refuses a signed-in non-admin, an anonymous visitor and someone signed out, and changes nothing; an admin's same forms work", async () => {
    const { person, payment } = await paidPerson();
    const target = { userId: person.id, paymentId: payment.id };
    const anonymous = await anonymousAccount();
    const callers = {
      "signed-in user": await signedIn(false),
      "anonymous visitor": cookieHeaders(anonymous.browser.cookieHeader()),
      "signed out": cookieHeaders(""),
    };
    for (const [who, headers] of Object.entries(callers)) {
      for (const operation of ADMIN_BILLING_OPERATIONS) {
        const state = await performAdminBillingAction(headers, formFor(operation, target), { provider });
        expect(state, `${who}: ${operation}`).toEqual({ status: "error", code: "forbidden" });
      }
    }
    expect((await storedPayment(payment.id)).refundedAmount).toBe(0);
    expect(await refundedAtSandbox(payment.providerPaymentId)).toBe(0);
    expect((await readWallet(person.id)).history).toEqual([]);
    expect(await auditOf(person.id)).toHaveLength(0);

    const admin = await signedIn(true);
    for (const operation of ADMIN_BILLING_OPERATIONS) {
      const state = await performAdminBillingAction(admin, formFor(operation, target), { provider });
      expect(state, operation).toMatchObject({ status: "done" });
    }
    expect((await storedPayment(payment.id)).refundedAmount).toBe(999);
    expect((await readWallet(person.id)).balance).toBe(3);
  });
});
