import { afterAll, describe, expect, it, vi } from "vitest";

/**
 * The app's database behind a TCP relay this test can cut: connections refused and open ones
 * dropped, as when PostgreSQL stops. DATABASE_URL points at the relay before the app reads it.
 */
const relay = await vi.hoisted(async () => {
  const { createServer, connect } = await import("node:net");
  const target = new URL(process.env.DATABASE_URL!);
  const sockets = new Set<import("node:net").Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as import("node:net").AddressInfo).port;
  process.env.DATABASE_URL = Object.assign(new URL(target), { hostname: "127.0.0.1", port: String(port) }).toString();
  return {
    server,
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    up: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
  };
});

// The /api edge: one handler, routed by path.
const { POST: ingest, POST: contact, GET: signInState } = await import("@/app/api/[...path]/route");
const { GET: readyz } = await import("@/app/readyz/route");
const { getConfig } = await import("@/lib/config");
const { identity, PASSWORD, registeredAccount } = await import("../../../tests/support/accounts");
const { callApi } = await import("../../../tests/support/api-client");
const { TestBrowser } = await import("../../../tests/support/identity-client");

afterAll(() => relay.server.close());

async function expectUnavailable(response: Response, shape: object) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await response.json()).toMatchObject(shape);
}

describe("while PostgreSQL is down", () => {
  it("every API answers 503 with Retry-After in its own error shape, and works again once it is back", async () => {
    const account = await registeredAccount();
    expect((await callApi("/v1/profiles", { token: account.token })).status).toBe(200);

    await relay.down();
    const v1 = { error: { code: "unavailable", message: expect.any(String) } };
    await expectUnavailable(await callApi("/v1/profiles", { token: account.token }), v1);
    await expectUnavailable(await callApi("/v1/profiles", { method: "PATCH", token: account.token, body: { display_name: "X" } }), v1);
    await expectUnavailable(
      await callApi("/v1/profiles/keeper/user_settings", { method: "PUT", token: account.token, body: { value: "{}" } }),
      v1,
    );

    const browser = new TestBrowser();
    const identityShape = { code: "SERVICE_UNAVAILABLE", message: expect.any(String) };
    await expectUnavailable(
      await browser.call(identity, "/api/identity/sign-in/email", { body: { email: account.email, password: PASSWORD } }),
      identityShape,
    );
    await expectUnavailable(await browser.call(identity, "/api/identity/sign-in/anonymous", { body: {} }), identityShape);
    await expectUnavailable(await account.browser.call(identity, "/api/identity/get-session"), identityShape);
    await expectUnavailable(await account.browser.call(signInState, "/api/auth/sign-in"), identityShape);

    const message = { name: "Ada", email: "ada@example.com", topic: "billing", message: "Please help with my invoice." };
    await expectUnavailable(await browser.call(contact, "/api/contact-messages", { body: message }), v1);
    const batch = { api_key: getConfig().ANALYTICS_API_KEY, events: [{ event_type: "ping", device_id: "device-outage-1" }] };
    await expectUnavailable(await browser.call(ingest, "/api/analytics/2/httpapi", { body: batch }), { code: 503 });

    const ready = await readyz(new Request("http://localhost:3000/readyz"));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", checks: { database: "unreachable" }, reason: "database_unreachable" });

    await relay.up();
    await expect.poll(async () => (await callApi("/v1/profiles", { token: account.token })).status, { timeout: 15_000 }).toBe(200);
    expect(
      (await browser.call(identity, "/api/identity/sign-in/email", { body: { email: account.email, password: PASSWORD } })).status,
    ).toBe(200);
  });
});
