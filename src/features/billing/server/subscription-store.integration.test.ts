import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, subscriptions } from "@db/schema/billing";
import { createUser } from "@db/factories";
import { getDb } from "@/lib/db";
import { deriveEntitlements } from "../model/entitlements";
import { startSubscription } from "../model/subscription";
import { listAvailableProducts } from "./list-available-products";
import { applySubscriptionEvent, insertSubscription } from "./subscription-store";

const day = (n: number) => new Date(Date.UTC(2026, 2, 1 + n, 12));

async function newSubscription(planId = "courses-premium-1m") {
  const person = await createUser(getDb());
  const started = startSubscription({ planId, currency: "USD", isTrialEligible: true });
  if (!started.ok) throw new Error(started.code);
  const row = await insertSubscription({ userId: person.id, subscription: started.subscription, provider: "sandbox" }, getDb(), day(0));
  return { person, row };
}

const apply = (id: string, event: Parameters<typeof applySubscriptionEvent>[2]) =>
  getDb().transaction((tx) => applySubscriptionEvent(tx, id, event));

describe("applySubscriptionEvent", () => {
  it("moves the stored state through the machine and the products row follows it", async () => {
    const { person, row } = await newSubscription();
    expect(row).toMatchObject({ status: "incomplete", productId: null, nextWakeAt: null });
    expect(await listAvailableProducts(person.id, {}, getDb())).toEqual([]);

    const trial = await apply(row.id, { type: "payment_succeeded", at: day(0) });
    expect(trial).toMatchObject({ ok: true, after: { status: "trialing" }, row: { status: "trialing", nextWakeAt: day(7) } });
    const [product] = await getDb().select().from(products).where(eq(products.ownerId, person.id));
    expect(product).toMatchObject({ status: "ok", trial: true, category: "self study", type: "courses_premium", source: "purchase" });
    expect(deriveEntitlements(await listAvailableProducts(person.id, {}, getDb()), { freeForUkraine: false }).coursesTier).toBe("trial");

    // The trial ends: a charge is due at once, then collected.
    const ended = await apply(row.id, { type: "trial_ended", at: day(7) });
    expect(ended).toMatchObject({ ok: true, row: { isPaymentDue: true, nextWakeAt: day(7) } });
    const paid = await apply(row.id, { type: "payment_succeeded", at: day(7) });
    expect(paid).toMatchObject({ ok: true, after: { status: "active", paidAmount: 749 } });
    const rows = await getDb().select().from(products).where(eq(products.ownerId, person.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: product!.id, status: "ok", trial: false });
    expect(deriveEntitlements(await listAvailableProducts(person.id, {}, getDb()), { freeForUkraine: false }).coursesTier).toBe("premium");
  });

  it("a refused event changes nothing (a replayed payment)", async () => {
    const { row } = await newSubscription();
    await apply(row.id, { type: "payment_succeeded", at: day(0) });
    const before = await getDb().select().from(subscriptions).where(eq(subscriptions.id, row.id));
    const replay = await apply(row.id, { type: "payment_succeeded", at: day(0) });
    expect(replay).toMatchObject({ ok: false, reason: "refused", refusal: { code: "no_payment_due" } });
    expect(await getDb().select().from(subscriptions).where(eq(subscriptions.id, row.id))).toEqual(before);
  });

  it("cancel now ends the entitlement; an unknown subscription is not_found", async () => {
    const { person, row } = await newSubscription("group-lessons-1m");
    await apply(row.id, { type: "payment_succeeded", at: day(0) });
    await apply(row.id, { type: "cancel_now", at: day(2) });
    expect(deriveEntitlements(await listAvailableProducts(person.id, {}, getDb()), { freeForUkraine: false })).toMatchObject({
      tutoringTier: "free",
      groupLessonsSubscriptionStatus: "canceled",
    });
    expect(await apply("00000000-0000-4000-8000-000000000000", { type: "cancel_now", at: day(2) })).toEqual({
      ok: false,
      reason: "not_found",
    });
  });
});
