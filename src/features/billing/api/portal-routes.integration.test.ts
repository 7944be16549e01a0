import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { billingCustomers, subscriptions } from "@db/schema/billing";
import { giveSavedCard, startPaidSubscription } from "@db/factories";
import { getDb } from "@/lib/db";
import { anonymousAccount, registeredAccount } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";
import { usePaymentProviderForTests } from "../server/payment-provider-instance";
import { createStripeProvider } from "../server/providers/stripe-provider";

/**
 * POST /v1/billing/portal and the view's managedAtProvider, with the real Stripe adapter pointed
 * at a local HTTP peer that records what it was asked and answers like Stripe.
 */

const PORTAL_URL = "https://billing.stripe.com/p/session/test_portal";
/** A subscription as Stripe answers an update that cancels it at the period end. */
const stripeSubscription = (id: string) => ({
  id,
  object: "subscription",
  status: "active",
  cancel_at_period_end: true,
  ended_at: null,
  items: { object: "list", data: [{ id: "si_1", current_period_end: 1_798_000_000 }] },
});

let server: Server;
let requests: { path: string; params: URLSearchParams }[];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://peer").pathname;
      requests.push({ path, params: new URLSearchParams(body) });
      const answer =
        req.method !== "POST"
          ? undefined
          : path === "/v1/billing_portal/sessions"
            ? { id: "bps_1", object: "billing_portal.session", url: PORTAL_URL }
            : path.startsWith("/v1/subscriptions/")
              ? stripeSubscription(path.slice("/v1/subscriptions/".length))
              : undefined;
      res.writeHead(answer ? 200 : 404, { "content-type": "application/json", "request-id": "req_test" });
      res.end(JSON.stringify(answer ?? { error: { type: "invalid_request_error", message: "no route in the test peer" } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))));

beforeEach(() => {
  requests = [];
  usePaymentProviderForTests(
    createStripeProvider({
      secretKey: "sk_test_lingora",
      webhookSecret: "whsec_test_secret",
      host: "127.0.0.1",
      port: (server.address() as AddressInfo).port,
      protocol: "http",
      maxNetworkRetries: 0,
    }),
  );
});
afterEach(() => usePaymentProviderForTests(undefined));

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

/** A person whose courses subscription Stripe renews (customer cus_…, subscription sub_…). */
async function stripeCustomer() {
  const account = await registeredAccount();
  await getDb()
    .insert(billingCustomers)
    .values({
      userId: account.userId,
      provider: "stripe",
      providerCustomerId: `cus_${account.userId}`,
      paymentMethodLabel: "Visa •••• 4242",
    });
  const row = await startPaidSubscription(getDb(), account.userId, { planId: "courses-premium-1m", isTrialEligible: false });
  await getDb()
    .update(subscriptions)
    .set({ provider: "stripe", providerSubscriptionId: `sub_${account.userId}` })
    .where(eq(subscriptions.id, row.id));
  return { account, row };
}

describe("POST /v1/billing/portal", () => {
  it("opens Stripe's customer portal for the caller's own customer, coming back to the page asked for", async () => {
    const { account } = await stripeCustomer();
    const response = await callApi("/v1/billing/portal", {
      token: account.token,
      body: { returnPath: "/profile/settings/payments-subscriptions?from=portal" },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ url: PORTAL_URL });
    expect(requests.map((request) => request.path)).toEqual(["/v1/billing_portal/sessions"]);
    expect(Object.fromEntries(requests[0]!.params)).toEqual({
      customer: `cus_${account.userId}`,
      return_url: "http://localhost:3000/en/profile/settings/payments-subscriptions?from=portal",
    });

    // Without a return path: the settings page.
    await callApi("/v1/billing/portal", { token: account.token, body: {} });
    expect(requests[1]!.params.get("return_url")).toBe("http://localhost:3000/en/profile/settings/payments-subscriptions");
  });

  it("refuses a return address that is not a page of ours (400), asking Stripe nothing", async () => {
    const { account } = await stripeCustomer();
    for (const returnPath of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await callApi("/v1/billing/portal", { token: account.token, body: { returnPath } });
      expect(response.status, returnPath).toBe(400);
      expect(await json(response)).toMatchObject({ error: { code: "invalid_input", fields: { returnPath: expect.any(String) } } });
    }
    expect(requests).toEqual([]);
  });

  it("a person without a customer at the provider gets 404 no_customer (one paying in the sandbox too)", async () => {
    const nobody = await registeredAccount();
    const sandboxPayer = await registeredAccount();
    await giveSavedCard(getDb(), sandboxPayer.userId);
    for (const account of [nobody, sandboxPayer]) {
      const response = await callApi("/v1/billing/portal", { token: account.token, body: {} });
      expect(response.status).toBe(404);
      expect(await json(response)).toMatchObject({ error: { code: "not_found", fields: { portal: "no_customer" } } });
    }
    expect(requests).toEqual([]);
  });

  it("a provider without a portal (the sandbox) answers 404 unavailable", async () => {
    const { account } = await stripeCustomer();
    usePaymentProviderForTests(undefined);
    const response = await callApi("/v1/billing/portal", { token: account.token, body: {} });
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ error: { code: "not_found", fields: { portal: "unavailable" } } });
  });

  it("signed out 401, anonymous 403", async () => {
    expect((await callApi("/v1/billing/portal", { body: {} })).status).toBe(401);
    const anonymous = await anonymousAccount();
    expect((await callApi("/v1/billing/portal", { token: anonymous.token, body: {} })).status).toBe(403);
    expect(requests).toEqual([]);
  });
});

describe("managedAtProvider", () => {
  it("is true for a subscription Stripe renews, whose pause and plan change are refused here; cancel stays ours", async () => {
    const { account, row } = await stripeCustomer();
    const listed = await json(await callApi("/v1/billing/subscriptions", { token: account.token }));
    expect(listed.subscriptions).toEqual([expect.objectContaining({ id: row.id, managedAtProvider: true })]);
    for (const [action, body] of [
      ["pause", { months: 1 }],
      ["change-plan", { planId: "courses-premium-12m" }],
    ] as const) {
      const refused = await callApi(`/v1/billing/subscriptions/${row.id}/${action}`, { token: account.token, body });
      expect(refused.status, action).toBe(400);
      expect(await json(refused)).toMatchObject({ error: { fields: { subscription: "managed_by_provider" } } });
    }
    expect(requests).toEqual([]);

    const canceled = await callApi(`/v1/billing/subscriptions/${row.id}/cancel`, { token: account.token, body: { reason: "other" } });
    expect(canceled.status).toBe(200);
    expect(await json(canceled)).toMatchObject({ id: row.id, cancelAtPeriodEnd: true, managedAtProvider: true });
    expect(requests.map((request) => [request.path, request.params.get("cancel_at_period_end")])).toEqual([
      [`/v1/subscriptions/sub_${account.userId}`, "true"],
    ]);
  });

  it("is false for the sandbox's subscriptions (our job renews them)", async () => {
    usePaymentProviderForTests(undefined);
    const account = await registeredAccount();
    const row = await startPaidSubscription(getDb(), account.userId, { planId: "courses-premium-1m", isTrialEligible: false });
    const listed = await json(await callApi("/v1/billing/subscriptions", { token: account.token }));
    expect(listed.subscriptions).toEqual([expect.objectContaining({ id: row.id, managedAtProvider: false })]);
  });
});
