import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditLots, payments, products, subscriptions } from "@db/schema/billing";
import { getDb } from "@/lib/db";
import { addDays, addMonths } from "../model/billing-period";
import { lifecycleSandbox, receiptRunsFor, startedSubscription, testOutbox, withReceiptQueue } from "./lifecycle-test-support";
import { applySubscriptionEvent } from "./subscription-store";
import { remindTrialEnding } from "./remind-trial-ending";
import { wakeSubscriptions } from "./wake-subscriptions";

const HOUR = 3_600_000;
const start = new Date("2026-04-01T09:00:00Z");
const day = (n: number, hours = 0) => new Date(addDays(start, n).getTime() + hours * HOUR);

let clock = start;
const sandbox = lifecycleSandbox(() => clock);
const outbox = testOutbox();

/** One run of the job at `at`, with the test's provider, clock and outbox. */
async function runAt(at: Date) {
  clock = at;
  return wakeSubscriptions({ now: at, provider: sandbox.provider, send: outbox.send });
}

const read = async (id: string) => (await getDb().select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const receipts = (subscriptionId: string) => getDb().select().from(payments).where(eq(payments.subscriptionId, subscriptionId));
const mailTo = (email: string) => outbox.sent.filter((message) => message.to === email);

withReceiptQueue();

describe("the subscription wake-up job", () => {
  it("ends a trial, charges the first price with the saved card and the subscription is active; a replayed or concurrent run charges nothing more", async () => {
    const person = await sandbox.personWithCard();
    const row = await startedSubscription(person.id, "courses-premium-1m", start);
    expect(row).toMatchObject({ status: "trialing", nextWakeAt: day(7) });

    await runAt(day(6, 23));
    expect((await read(row.id)).status).toBe("trialing");
    expect(sandbox.chargesFor(row.id)).toHaveLength(0);

    await Promise.all([runAt(day(7, 1)), runAt(day(7, 1))]);
    await runAt(day(7, 1));
    const after = await read(row.id);
    expect(after).toMatchObject({
      status: "active",
      paidAmount: 749,
      paidPeriods: 1,
      isPaymentDue: false,
      periodStart: day(7),
      nextWakeAt: addMonths(day(7), 1),
    });
    expect(sandbox.chargesFor(row.id).map((c) => [c.amount, c.currency])).toEqual([[749, "USD"]]);
    expect(await receipts(row.id)).toMatchObject([
      { kind: "renewal", amount: 749, currency: "USD", userId: person.id, paymentMethodLabel: "Visa •••• 4242" },
    ]);
    // Its receipt is emailed, once, whichever of the runs charged.
    expect(await receiptRunsFor(person.id)).toBe(1);
    const [product] = await getDb().select().from(products).where(eq(products.ownerId, person.id));
    expect(product).toMatchObject({ status: "ok", trial: false });
  });

  it("renews a tutoring plan at the regular price and grants the period's credits once", async () => {
    const person = await sandbox.personWithCard();
    const row = await startedSubscription(person.id, "tutoring-4-credits", start);
    expect(row).toMatchObject({ status: "active", paidAmount: 3999, periodEnd: day(28) });

    await runAt(day(28, 2));
    await runAt(day(28, 3));
    const after = await read(row.id);
    expect(after).toMatchObject({ status: "active", paidAmount: 5999, periodStart: day(28), periodEnd: day(56) });
    expect(sandbox.chargesFor(row.id).map((c) => c.amount)).toEqual([5999]);
    expect(await receipts(row.id)).toHaveLength(1);
    expect(await receiptRunsFor(person.id)).toBe(1);
    const lots = await getDb().select().from(creditLots).where(eq(creditLots.userId, person.id));
    // The period's credits last until its end plus the 7-day grace (model/credit-lots.ts).
    expect(lots.map((lot) => [lot.source, lot.granted, lot.expiresAt])).toEqual([["subscription", 4, day(63)]]);
  });

  it("dunning: a declined renewal retries on days 1, 3 and 7, emails each time, then the subscription expires", async () => {
    const person = await sandbox.personWithCard("declined", "uk");
    const row = await startedSubscription(person.id, "courses-premium-1m", start);

    await runAt(day(7, 1));
    expect(await read(row.id)).toMatchObject({ status: "past_due", dunningRetries: 0, nextWakeAt: day(8, 1) });
    expect(mailTo(person.email).map((m) => m.meta)).toEqual([
      { kind: "renewal-failed:retry", nextRetryAt: day(8, 1).toISOString(), locale: "uk" },
    ]);
    expect(mailTo(person.email)[0]!.text).toContain("http://localhost:3000/uk/profile/settings/payments-subscriptions");
    // Access stays while the retries run.
    expect((await getDb().select().from(products).where(eq(products.ownerId, person.id)))[0]).toMatchObject({ status: "ok" });

    await runAt(day(8, 1));
    await runAt(day(9, 1)); // nothing due between retries
    await runAt(day(10, 1));
    expect(await read(row.id)).toMatchObject({ status: "past_due", dunningRetries: 2, nextWakeAt: day(14, 1) });
    await runAt(day(14, 1));
    await runAt(day(15, 1));
    expect(await read(row.id)).toMatchObject({ status: "expired", nextWakeAt: null });
    expect(sandbox.chargesFor(row.id)).toHaveLength(4);
    expect(new Set(sandbox.chargesFor(row.id).map((c) => c.idempotencyKey)).size).toBe(4);
    expect(mailTo(person.email).map((m) => m.meta?.kind)).toEqual([
      "renewal-failed:retry",
      "renewal-failed:retry",
      "renewal-failed:retry",
      "renewal-failed:ended",
    ]);
    expect(await receipts(row.id)).toEqual([]);
    expect((await getDb().select().from(products).where(eq(products.ownerId, person.id)))[0]).toMatchObject({ status: "expired" });
  });

  it("dunning: a retry that succeeds makes the subscription active again for the period it collected", async () => {
    const person = await sandbox.personWithCard("insufficient_funds");
    const row = await startedSubscription(person.id, "group-lessons-1m", start);
    await runAt(day(7, 1));
    expect((await read(row.id)).status).toBe("past_due");
    await sandbox.setCard(person.id, "succeeds");
    await runAt(day(8, 1));
    expect(await read(row.id)).toMatchObject({
      status: "active",
      periodStart: day(7),
      periodEnd: addMonths(day(7), 1),
      dunningFailedAt: null,
    });
    expect(await receipts(row.id)).toMatchObject([{ kind: "renewal", amount: 2999 }]);
  });

  it("a pause ends by itself: the subscription resumes with the paid time it had left, nothing charged", async () => {
    const person = await sandbox.personWithCard();
    const row = await startedSubscription(person.id, "tutoring-8-credits", start);
    const paused = await getDb().transaction((tx) => applySubscriptionEvent(tx, row.id, { type: "pause", at: day(10), months: 1 }));
    expect(paused).toMatchObject({ ok: true, row: { status: "paused", nextWakeAt: addMonths(day(10), 1) } });

    await runAt(addDays(addMonths(day(10), 1), 1));
    const resumesAt = addMonths(day(10), 1);
    expect(await read(row.id)).toMatchObject({ status: "active", periodEnd: addDays(resumesAt, 18) });
    expect(sandbox.chargesFor(row.id)).toEqual([]);
  });

  it("a provider that renews by itself (Stripe) only gets the clock event: the job waits for its webhooks", async () => {
    const person = await sandbox.personWithCard();
    const row = await startedSubscription(person.id, "courses-premium-1m", start);
    await getDb()
      .update(subscriptions)
      .set({ providerSubscriptionId: `sub_${row.id}` })
      .where(eq(subscriptions.id, row.id));
    clock = day(7, 1);
    await wakeSubscriptions({ now: day(7, 1), provider: { ...sandbox.provider, renewsItself: true }, send: outbox.send });
    expect(await read(row.id)).toMatchObject({ status: "trialing", isPaymentDue: true });
    expect(sandbox.chargesFor(row.id)).toEqual([]);
  });

  it("a subscription canceled at the period end ends at the wake-up without a charge", async () => {
    const person = await sandbox.personWithCard();
    const row = await startedSubscription(person.id, "courses-premium-1m", start);
    await getDb().transaction((tx) => applySubscriptionEvent(tx, row.id, { type: "cancel_at_period_end", at: day(2) }));
    await runAt(day(7, 1));
    expect(await read(row.id)).toMatchObject({ status: "canceled", endedAt: day(7), nextWakeAt: null });
    expect(sandbox.chargesFor(row.id)).toEqual([]);
  });
});

describe("the trial-ending reminder", () => {
  it("emails 3 days before the trial ends, once, with the date and the amount; not after a cancel", async () => {
    const person = await sandbox.personWithCard("succeeds", "de");
    const row = await startedSubscription(person.id, "courses-premium-12m", start, "EUR");
    const canceling = await sandbox.personWithCard();
    const other = await startedSubscription(canceling.id, "courses-premium-1m", start);
    await getDb().transaction((tx) => applySubscriptionEvent(tx, other.id, { type: "cancel_at_period_end", at: day(1) }));
    const local = testOutbox();

    await remindTrialEnding(day(3, 23), getDb(), local.send);
    expect(local.sent.filter((m) => m.to === person.email)).toEqual([]);
    await remindTrialEnding(day(4, 1), getDb(), local.send);
    await remindTrialEnding(day(5), getDb(), local.send);
    const mine = local.sent.filter((m) => m.to === person.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe("Dein kostenloser Test von Lingora Premium endet am 8. April 2026");
    expect(mine[0]!.text).toMatch(/und 55,99\s€ werden/u);
    expect(local.sent.filter((m) => m.to === canceling.email)).toEqual([]);
    const [stored] = await getDb()
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, row.id)));
    expect(stored!.trialEndingRemindedAt).toEqual(day(4, 1));
  });
});
