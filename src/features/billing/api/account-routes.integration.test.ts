import { describe, expect, it } from "vitest";
import { giveCredits, giveReceipt, giveSavedCard, startPaidSubscription } from "@db/factories";
import { getDb } from "@/lib/db";
import { registeredAccount, anonymousAccount } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";
import { addDays, addMonths } from "../model/billing-period";
import { accountRoutes } from "./account-routes";

const db = () => getDb();
const json = async <T>(response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};

interface ListedSubscription {
  id: string;
  planId: string;
  status: string;
  trialEndsAt: string | null;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  pause: { resumesAt: string } | null;
  nextCharge: { at: string; amount: number; currency: string } | null;
  paymentMethodLabel: string | null;
  pendingPlanId: string | null;
  managedAtProvider: boolean;
}

/** Ann holds a trial, a paused tutoring plan, a receipt and credits; Bob holds his own. */
async function twoCustomers() {
  const ann = await registeredAccount();
  const bob = await registeredAccount();
  const start = new Date("2026-04-01T10:00:00Z");
  await giveSavedCard(db(), ann.userId, "Visa •••• 4242");
  const trial = await startPaidSubscription(db(), ann.userId, { planId: "courses-premium-1m", startedAt: start });
  const tutoring = await startPaidSubscription(db(), ann.userId, {
    planId: "tutoring-4-credits",
    currency: "EUR",
    startedAt: addDays(start, -10),
    then: [{ type: "pause", at: addDays(start, -2), months: 1 }],
  });
  // Abandoned at checkout: never shown.
  const { startSubscription } = await import("../model/subscription");
  const { insertSubscription } = await import("../server/subscription-store");
  const started = startSubscription({ planId: "courses-premium-12m", currency: "USD", isTrialEligible: true });
  if (!started.ok) throw new Error(started.code);
  await insertSubscription({ userId: ann.userId, subscription: started.subscription, provider: "sandbox" });
  const receipt = await giveReceipt(db(), ann.userId, { planId: "tutoring-4-credits", amount: 3999, currency: "EUR", kind: "first" });
  const lot = await giveCredits(db(), ann.userId, { amount: 4, source: "subscription", expiresAt: addDays(new Date(), 30) });
  const bobs = await startPaidSubscription(db(), bob.userId, { planId: "group-lessons-1m", isTrialEligible: false });
  const bobsReceipt = await giveReceipt(db(), bob.userId, { planId: "group-lessons-1m", amount: 2999 });
  await giveCredits(db(), bob.userId, { amount: 2, expiresAt: addDays(new Date(), 60) });
  return { ann, bob, start, trial, tutoring, receipt, lot, bobs, bobsReceipt };
}

describe("GET /v1/billing/subscriptions", () => {
  it("lists the caller's subscriptions with the next charge, the saved card, the trial and the pause", async () => {
    const { ann, start, trial, tutoring } = await twoCustomers();
    const { subscriptions } = await json<{ subscriptions: ListedSubscription[] }>(
      await callApi("/v1/billing/subscriptions", { token: ann.token }),
    );
    expect(subscriptions.map((s) => s.id).sort()).toEqual([trial.id, tutoring.id].sort());
    const shownTrial = subscriptions.find((s) => s.id === trial.id)!;
    expect(shownTrial).toEqual({
      id: trial.id,
      planId: "courses-premium-1m",
      category: "self study",
      type: "courses_premium",
      status: "trialing",
      trialEndsAt: addDays(start, 7).toISOString(),
      periodEnd: addDays(start, 7).toISOString(),
      cancelAtPeriodEnd: false,
      pause: null,
      nextCharge: { at: addDays(start, 7).toISOString(), amount: 749, currency: "USD" },
      paymentMethodLabel: "Visa •••• 4242",
      pendingPlanId: null,
      managedAtProvider: false,
    });
    const shownTutoring = subscriptions.find((s) => s.id === tutoring.id)!;
    expect(shownTutoring).toMatchObject({
      status: "paused",
      trialEndsAt: null,
      pause: { resumesAt: addMonths(addDays(start, -2), 1).toISOString() },
      nextCharge: { amount: 5599, currency: "EUR" },
    });
  });

  it("a person without a saved card or subscriptions gets an empty list", async () => {
    const nobody = await registeredAccount();
    expect(await json(await callApi("/v1/billing/subscriptions", { token: nobody.token }))).toEqual({ subscriptions: [] });
  });
});

describe("GET /v1/billing/receipts and /v1/billing/receipts/{id}", () => {
  it("lists and opens the caller's receipts", async () => {
    const { ann, receipt } = await twoCustomers();
    const { receipts } = await json<{ receipts: { id: string }[] }>(await callApi("/v1/billing/receipts", { token: ann.token }));
    expect(receipts).toEqual([
      {
        id: receipt.id,
        receiptNumber: receipt.receiptNumber,
        planId: "tutoring-4-credits",
        category: "tutors",
        kind: "first",
        amount: 3999,
        refundedAmount: 0,
        currency: "EUR",
        paymentMethodLabel: "Visa •••• 4242",
        subscriptionId: null,
        paidAt: receipt.createdAt.toISOString(),
      },
    ]);
    expect(await json(await callApi(`/v1/billing/receipts/${receipt.id}`, { token: ann.token }))).toEqual(receipts[0]);
  });

  it("an id that is not a receipt id is refused (400); an unknown one is not found (404)", async () => {
    const { ann } = await twoCustomers();
    expect((await callApi("/v1/billing/receipts/not-an-id", { token: ann.token })).status).toBe(400);
    expect((await callApi("/v1/billing/receipts/7d0f3c1e-0000-4000-8000-000000000000", { token: ann.token })).status).toBe(404);
  });
});

describe("GET /v1/billing/wallet", () => {
  it("shows the balance, the lots with their expiry dates and the history", async () => {
    const { ann, lot } = await twoCustomers();
    const wallet = await json<{ balance: number; lots: { id: string; remaining: number }[]; history: { kind: string; amount: number }[] }>(
      await callApi("/v1/billing/wallet", { token: ann.token }),
    );
    expect(wallet.balance).toBe(4);
    expect(wallet.lots).toEqual([expect.objectContaining({ id: lot.lotId, source: "subscription", granted: 4, remaining: 4 })]);
    expect(wallet.history).toEqual([expect.objectContaining({ id: lot.entryId, kind: "grant", amount: 4 })]);
  });
});

describe("authorization: every account route shows the caller's own billing only", () => {
  /** Each route of accountRoutes with how Ann's data shows in it; a new route without a case fails the first test. */
  type Data = Awaited<ReturnType<typeof twoCustomers>>;
  const cases: Record<string, { path: (data: Data) => string; annIds: (data: Data) => string[] }> = {
    "get /billing/subscriptions": { path: () => "/v1/billing/subscriptions", annIds: (d) => [d.trial.id, d.tutoring.id] },
    "get /billing/receipts": { path: () => "/v1/billing/receipts", annIds: (d) => [d.receipt.id] },
    "get /billing/receipts/{id}": { path: (d) => `/v1/billing/receipts/${d.receipt.id}`, annIds: (d) => [d.receipt.id] },
    "get /billing/wallet": { path: () => "/v1/billing/wallet", annIds: (d) => [d.lot.lotId, d.lot.entryId] },
  };

  it("covers every route the router defines", () => {
    const defined = accountRoutes.openAPIRegistry.definitions
      .filter((definition) => definition.type === "route")
      .map((definition) => `${definition.route.method} ${definition.route.path}`);
    expect(defined.sort()).toEqual(Object.keys(cases).sort());
  });

  it("Ann's rows appear in Ann's answers and never in Bob's (one receipt: 404); without a registered account: 401/403", async () => {
    const data = await twoCustomers();
    const anonymous = await anonymousAccount();
    for (const [route, { path, annIds }] of Object.entries(cases)) {
      const url = path(data);
      const annsBody = await (await callApi(url, { token: data.ann.token })).text();
      for (const id of annIds(data)) expect(annsBody, `${route} for Ann`).toContain(id);
      const bobs = await callApi(url, { token: data.bob.token });
      if (route.includes("{id}")) {
        expect(bobs.status, route).toBe(404);
        expect(((await bobs.json()) as { error: { code: string } }).error.code).toBe("not_found");
      } else {
        expect(bobs.status, route).toBe(200);
        const bobsBody = await bobs.text();
        for (const id of annIds(data)) expect(bobsBody, `${route} for Bob`).not.toContain(id);
      }
      expect((await callApi(url)).status, `${route} without a token`).toBe(401);
      expect((await callApi(url, { token: anonymous.token })).status, `${route} for an anonymous visitor`).toBe(403);
    }
    // Bob's own receipt opens for him.
    expect((await callApi(`/v1/billing/receipts/${data.bobsReceipt.id}`, { token: data.bob.token })).status).toBe(200);
  });
});
