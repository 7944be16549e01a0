import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLots, payments, subscriptions } from "@db/schema/billing";
import { analyticsEvents } from "@db/schema/growth";
import { outboxMessages } from "@db/schema/outbox";
import { recordServerEvent } from "@/features/growth/server";
import { getDb } from "@/lib/db";
import { signedInAccount } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";
import { addDays } from "../model/billing-period";
import { provideBillingGrowthHooks } from "./growth-hooks";
import { lifecycleSandbox, receiptRunsFor, startedSubscription, withReceiptQueue } from "./lifecycle-test-support";
import { usePaymentProviderForTests } from "./payment-provider-instance";

const sandbox = lifecycleSandbox(() => new Date());
beforeAll(() => {
  usePaymentProviderForTests(sandbox.provider);
  provideBillingGrowthHooks({ recordServerEvent, lookupCountryCode: () => Promise.resolve(null) });
});
afterAll(() => {
  usePaymentProviderForTests(undefined);
  provideBillingGrowthHooks(undefined);
});

const daysAgo = (n: number) => addDays(new Date(), -n);
const read = async (id: string) => (await getDb().select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

async function buyer(planId: string, startedDaysAgo = 1) {
  const account = await signedInAccount();
  await sandbox.giveCard(account.userId);
  const row = await startedSubscription(account.userId, planId, daysAgo(startedDaysAgo));
  return { account, row };
}

withReceiptQueue();

describe("the person's subscription actions", () => {
  it("cancel at the period end with a reason (stored, analytics, confirmation email), refused twice, then undone", async () => {
    const { account, row } = await buyer("courses-premium-1m");
    const path = `/v1/billing/subscriptions/${row.id}`;
    const canceled = await callApi(`${path}/cancel`, { token: account.token, body: { reason: "too_expensive", comment: "later maybe" } });
    expect(canceled.status).toBe(200);
    expect(await json(canceled)).toMatchObject({
      id: row.id,
      planId: "courses-premium-1m",
      category: "self study",
      type: "courses_premium",
      status: "trialing",
      trialEndsAt: row.periodEnd!.toISOString(),
      cancelAtPeriodEnd: true,
      nextCharge: null,
      paymentMethodLabel: "Visa •••• 4242",
      pause: null,
      pendingPlanId: null,
    });
    expect(await read(row.id)).toMatchObject({ cancelReason: "too_expensive", cancelComment: "later maybe" });
    const events = await getDb()
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, account.userId), eq(analyticsEvents.eventType, "subscription_canceled")));
    expect(events.map((event) => event.eventProperties)).toEqual([
      { reason: "too_expensive", plan: "courses-premium-1m", status: "trialing", comment: "later maybe" },
    ]);
    const [email] = await getDb().select().from(outboxMessages).where(eq(outboxMessages.recipient, account.email!));
    expect(email).toMatchObject({ subject: "Your Lingora Premium subscription is canceled", meta: { kind: "cancellation-confirmed" } });

    const again = await callApi(`${path}/cancel`, { token: account.token, body: { reason: "other" } });
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ error: { code: "invalid_input", fields: { subscription: "already_canceling" } } });

    const undone = await callApi(`${path}/undo-cancel`, { token: account.token, body: {} });
    expect(await json(undone)).toMatchObject({
      cancelAtPeriodEnd: false,
      nextCharge: { at: row.periodEnd!.toISOString(), amount: 749, currency: "USD" },
    });
    expect((await read(row.id)).cancelReason).toBeNull();
  });

  it("pause 1–3 months once per period, resume early", async () => {
    const { account, row } = await buyer("tutoring-4-credits", 3);
    const path = `/v1/billing/subscriptions/${row.id}`;
    expect((await callApi(`${path}/pause`, { token: account.token, body: { months: 4 } })).status).toBe(400);
    const paused = await callApi(`${path}/pause`, { token: account.token, body: { months: 2 } });
    expect(paused.status).toBe(200);
    const body = await json(paused);
    expect(body).toMatchObject({ status: "paused", pause: { resumesAt: expect.any(String) } });
    const resumed = await callApi(`${path}/resume`, { token: account.token, body: {} });
    expect(await json(resumed)).toMatchObject({ status: "active", pause: null });
    const twice = await callApi(`${path}/pause`, { token: account.token, body: { months: 1 } });
    expect(await json(twice)).toMatchObject({ error: { fields: { subscription: "already_paused_this_period" } } });
  });

  it("change plan: the preview, an upgrade charged now (receipt, prorated credits), a downgrade waiting for the renewal", async () => {
    const { account, row } = await buyer("tutoring-4-credits", 13);
    const path = `/v1/billing/subscriptions/${row.id}/change-plan`;
    const preview = await json(await callApi(`${path}?planId=tutoring-8-credits`, { token: account.token }));
    // 15 of the 28 days are left: 15/28 of (10999 − the 3999 paid) = 3750, rounded toward zero.
    expect(preview).toMatchObject({ kind: "upgrade", planId: "tutoring-8-credits", currency: "USD" });
    expect(preview.amount).toBeGreaterThan(3740);
    expect(preview.amount).toBeLessThanOrEqual(3750);

    const upgraded = await callApi(path, { token: account.token, body: { planId: "tutoring-8-credits" } });
    expect(upgraded.status).toBe(200);
    expect(await json(upgraded)).toMatchObject({ planId: "tutoring-8-credits", status: "active" });
    const receipts = await getDb().select().from(payments).where(eq(payments.subscriptionId, row.id));
    expect(receipts).toMatchObject([{ kind: "upgrade", amount: preview.amount, planId: "tutoring-8-credits" }]);
    // The charge's receipt is emailed like any payment's.
    expect(await receiptRunsFor(account.userId)).toBe(1);
    const lots = await getDb().select().from(creditLots).where(eq(creditLots.userId, account.userId));
    // 4 more credits a period, prorated like the money to the nearest credit: 15/28 × 4 = 2.14 → 2.
    expect(lots.map((lot) => [lot.source, lot.granted])).toEqual([["subscription", 2]]);
    // A double click charges nothing more: the same plan again is refused.
    expect((await callApi(path, { token: account.token, body: { planId: "tutoring-8-credits" } })).status).toBe(400);
    expect(sandbox.chargesFor(row.id)).toHaveLength(1);

    const down = await json(await callApi(`${path}?planId=tutoring-4-credits`, { token: account.token }));
    expect(down).toMatchObject({ kind: "downgrade", amount: 0, effectiveAt: row.periodEnd!.toISOString() });
    const downgraded = await callApi(path, { token: account.token, body: { planId: "tutoring-4-credits" } });
    expect(await json(downgraded)).toMatchObject({
      planId: "tutoring-8-credits",
      pendingPlanId: "tutoring-4-credits",
      nextCharge: { amount: 5999 },
    });
    expect((await callApi(`${path}?planId=courses-premium-1m`, { token: account.token })).status).toBe(400);
  });
});

describe("the upsell after a purchase", () => {
  async function afterPurchase(planId: string, behaviour: "succeeds" | "declined" = "succeeds") {
    const account = await signedInAccount();
    await sandbox.giveCard(account.userId, behaviour);
    await getDb()
      .insert(payments)
      .values({
        userId: account.userId,
        planId,
        kind: "first",
        amount: 749,
        currency: "USD",
        provider: "sandbox",
        providerPaymentId: `pay_sbx_first_${account.userId}`,
      });
    return account;
  }

  it("a trial that just started is a purchase too (it has no payment yet): the offer follows it, for a day", async () => {
    const account = await signedInAccount();
    await sandbox.giveCard(account.userId, "succeeds");
    expect(await json(await callApi("/v1/billing/upsell", { token: account.token }))).toBeNull();
    const trial = await startedSubscription(account.userId, "courses-premium-1m", new Date());
    expect(trial.status).toBe("trialing");
    expect(await json(await callApi("/v1/billing/upsell", { token: account.token }))).toMatchObject({
      offerId: "tutoring-pack-5-after-courses",
      planId: "tutoring-pack-5",
    });
    await getDb()
      .update(subscriptions)
      .set({ createdAt: daysAgo(2) })
      .where(eq(subscriptions.id, trial.id));
    expect(await json(await callApi("/v1/billing/upsell", { token: account.token }))).toBeNull();
  });

  it("offers a credit pack at the upsell price after courses premium; one click buys it once", async () => {
    const account = await afterPurchase("courses-premium-1m");
    const offer = await json(await callApi("/v1/billing/upsell", { token: account.token }));
    expect(offer).toMatchObject({
      offerId: "tutoring-pack-5-after-courses",
      planId: "tutoring-pack-5",
      kind: "credit_pack",
      amount: 5999,
      regularAmount: 7999,
      currency: "USD",
      credits: 5,
    });

    const [first, second] = await Promise.all([
      callApi("/v1/billing/upsell", { token: account.token, body: { offerId: "tutoring-pack-5-after-courses" } }),
      callApi("/v1/billing/upsell", { token: account.token, body: { offerId: "tutoring-pack-5-after-courses" } }),
    ]);
    expect(await json(first)).toEqual({ status: "succeeded" });
    expect(await json(second)).toEqual({ status: "succeeded" });
    expect(
      await json(await callApi("/v1/billing/upsell", { token: account.token, body: { offerId: "tutoring-pack-5-after-courses" } })),
    ).toEqual({
      status: "succeeded",
    });
    // A click that comes after the first one committed finds the offer taken and charges nothing.
    expect(sandbox.chargesFor(account.userId).every((c) => c.amount === 5999)).toBe(true);
    expect(new Set(sandbox.chargesFor(account.userId).map((c) => c.idempotencyKey)).size).toBe(1);
    const upsells = await getDb()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, account.userId), eq(payments.kind, "upsell")));
    expect(upsells).toMatchObject([{ amount: 5999, planId: "tutoring-pack-5" }]);
    expect(await receiptRunsFor(account.userId)).toBe(1);
    const lots = await getDb().select().from(creditLots).where(eq(creditLots.userId, account.userId));
    expect(lots.map((lot) => [lot.source, lot.granted])).toEqual([["pack", 5]]);
    const accepted = await getDb()
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, account.userId), eq(analyticsEvents.eventType, "upsell_accepted")));
    expect(accepted).toHaveLength(1);
    expect(await json(await callApi("/v1/billing/upsell", { token: account.token }))).toBeNull();
  });

  it("offers courses premium after a tutoring plan: one click starts the subscription", async () => {
    const account = await afterPurchase("tutoring-8-credits");
    const offer = await json(await callApi("/v1/billing/upsell", { token: account.token }));
    expect(offer).toMatchObject({ offerId: "courses-premium-3m-after-tutoring", kind: "subscription", amount: 2999 });
    expect(
      await json(await callApi("/v1/billing/upsell", { token: account.token, body: { offerId: "courses-premium-3m-after-tutoring" } })),
    ).toEqual({
      status: "succeeded",
    });
    const [started] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, account.userId));
    expect(started).toMatchObject({ planId: "courses-premium-3m", status: "active", paidAmount: 2999 });
  });

  it("a declined card is answered as failed with its reason, and nothing is bought; an unknown offer is 404", async () => {
    const account = await afterPurchase("courses-premium-1m", "declined");
    const answer = await callApi("/v1/billing/upsell", { token: account.token, body: { offerId: "tutoring-pack-5-after-courses" } });
    expect(await json(answer)).toEqual({ status: "failed", reason: "card_declined" });
    expect(await getDb().select().from(creditLots).where(eq(creditLots.userId, account.userId))).toEqual([]);
    expect(
      (await callApi("/v1/billing/upsell", { token: account.token, body: { offerId: "courses-premium-3m-after-tutoring" } })).status,
    ).toBe(404);
  });
});

describe("ownership", () => {
  it("every subscription route answers 404 for another person's subscription and changes nothing", async () => {
    const { row } = await buyer("tutoring-4-credits", 5);
    const before = await read(row.id);
    const intruder = await signedInAccount();
    await sandbox.giveCard(intruder.userId);
    const path = `/v1/billing/subscriptions/${row.id}`;
    const calls: [string, unknown?][] = [
      [`${path}/cancel`, { reason: "other" }],
      [`${path}/undo-cancel`, {}],
      [`${path}/pause`, { months: 1 }],
      [`${path}/resume`, {}],
      [`${path}/change-plan`, { planId: "tutoring-8-credits" }],
      [`${path}/change-plan?planId=tutoring-8-credits`],
      ["/v1/billing/subscriptions/not-a-uuid/cancel", { reason: "other" }],
    ];
    for (const [url, body] of calls) {
      const response = await callApi(url, { token: intruder.token, body });
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
    }
    expect(await read(row.id)).toEqual(before);
    expect(sandbox.chargesFor(row.id)).toEqual([]);
  });
});
