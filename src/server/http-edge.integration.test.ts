import { describe, expect, it, vi } from "vitest";
import { getConfig } from "@/lib/config";
import { handleHttpRequest, httpRoutes } from "./http-edge";

// The rate limits must not answer before the checks under test.
vi.hoisted(() => {
  process.env.ANALYTICS_RATE_LIMIT = "1000000";
  process.env.CONTACT_RATE_LIMIT_MAX = "1000000";
  process.env.AUTH_RATE_LIMIT = "false";
});

const ORIGIN = "http://localhost:3000";

/** Most endpoints speak the one error shape; two keep the shape their clients read (see src/server/http-edge.ts). */
type Contract = "one" | "identity" | "amplitude";
const contractOf = (path: string): Contract =>
  path.startsWith("/api/auth/") ? "identity" : path.startsWith("/api/analytics/") ? "amplitude" : "one";

const concrete = (path: string) =>
  path
    .replace(":clientKey", getConfig().GROWTHBOOK_CLIENT_KEY)
    .replace(":provider", "sandbox")
    .replace(":id", "cs_sbx_unknown")
    .replace(":course", "en")
    .replace(":file", "0000000000000000.wav");

function send(path: string, init: { method: string; type?: string; body?: string; requestId: string }) {
  return handleHttpRequest(
    new Request(`${ORIGIN}${path}`, {
      method: init.method,
      headers: {
        origin: ORIGIN,
        "x-request-id": init.requestId,
        "x-lingora-client-address": `198.18.7.${Math.floor(Math.random() * 250)}`,
        ...(init.type ? { "content-type": init.type } : {}),
      },
      body: init.body,
    }),
  );
}

/** The response is a refusal in the endpoint's contract, never cached, carrying the request id sent. */
async function expectRefusal(response: Response, contract: Contract, status: number, requestId: string, label: string) {
  expect(response.status, label).toBe(status);
  expect(response.headers.get("x-request-id"), label).toBe(requestId);
  expect(response.headers.get("cache-control"), label).toBe("private, no-store");
  const body = (await response.json()) as Record<string, unknown>;
  if (contract === "one") {
    expect(Object.keys(body), label).toEqual(["error"]);
    expect(body.error, label).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(
      Object.keys(body.error as object).every((key) => ["code", "message", "fields"].includes(key)),
      label,
    ).toBe(true);
  } else if (contract === "identity") {
    expect(body, label).toMatchObject({ code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) });
  } else {
    expect(body, label).toMatchObject({ code: status, error: expect.any(String) });
  }
  return body;
}

const NUL_BODY = JSON.stringify({
  idToken: "x\u0000",
  attributes: { device_id: "d\u0000" },
  name: "A\u0000da",
  api_key: "\u0000",
  events: [{ event_type: "a\u0000" }],
});

describe("the /api edge: every endpoint of the list answers bad input in its one shape, with the request id", () => {
  const posts = httpRoutes.filter((route) => route.method === "POST");
  const gets = httpRoutes.filter((route) => route.method === "GET");

  it("lists every endpoint Next used to route by file", () => {
    expect(httpRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      "GET /api/auth/sign-in",
      "GET /api/auth/sign-out",
      "GET /api/auth/social",
      "GET /api/billing/sandbox/checkouts/:id",
      "GET /api/billing/sandbox/payments/:id",
      "GET /api/courses/audio/:course/:file",
      "GET /api/geolocation",
      "GET /api/growth/pixels",
      "GET /api/level-test/audio/:course/:file",
      "GET /api/words/audio/:course/:file",
      "GET /healthz",
      "GET /readyz",
      "GET /robots.txt",
      "GET /sitemap.xml",
      "GET /sitemaps/:file",
      "POST /api/analytics/2/httpapi",
      "POST /api/auth/sign-in",
      "POST /api/billing/sandbox/checkouts/:id/pay",
      "POST /api/billing/sandbox/payments/:id/authenticate",
      "POST /api/billing/webhooks/:provider",
      "POST /api/business-leads",
      "POST /api/contact-messages",
      "POST /api/growth/api/eval/:clientKey",
    ]);
  });

  it.each(posts.map((route) => [route.path]))("POST %s: malformed JSON is a 400", async (path) => {
    const requestId = `req-malformed-${posts.findIndex((route) => route.path === path)}`;
    const response = await send(concrete(path), { method: "POST", type: "application/json", body: '{"a":', requestId });
    await expectRefusal(response, contractOf(path), 400, requestId, `POST ${path} malformed`);
  });

  it.each(posts.map((route) => [route.path]))("POST %s: another content type is a 415", async (path) => {
    const requestId = `req-mediatype-${posts.findIndex((route) => route.path === path)}`;
    const response = await send(concrete(path), { method: "POST", type: "application/xml", body: "<a/>", requestId });
    await expectRefusal(response, contractOf(path), 415, requestId, `POST ${path} as XML`);
  });

  it.each(posts.map((route) => [route.path]))("POST %s: a NUL character is a 400 naming where", async (path) => {
    const requestId = `req-nul-bytes-${posts.findIndex((route) => route.path === path)}`;
    const response = await send(concrete(path), { method: "POST", type: "application/json", body: NUL_BODY, requestId });
    const body = await expectRefusal(response, contractOf(path), 400, requestId, `POST ${path} with NUL`);
    const named = JSON.stringify(body);
    expect(named, path).toMatch(contractOf(path) === "amplitude" ? /NUL|invalid/ : /body\./);
  });

  it.each(httpRoutes.map((route) => [route.method, route.path]))(
    "%s %s: a method the path does not take is a 405 with Allow",
    async (method, path) => {
      const requestId = "req-wrong-method-1";
      const response = await send(concrete(path), { method: "PATCH", type: "application/json", body: "{}", requestId });
      await expectRefusal(response, "one", 405, requestId, `PATCH ${path}`);
      expect(response.headers.get("allow")).toContain(method);
    },
  );

  it("answers an unknown /api path 404 in the one shape", async () => {
    await expectRefusal(
      await send("/api/no-such-endpoint", { method: "GET", requestId: "req-unknown-1" }),
      "one",
      404,
      "req-unknown-1",
      "unknown",
    );
  });

  it.each(gets.map((route) => [route.path]))("GET %s carries the request id on its ordinary answer", async (path) => {
    const response = await send(concrete(path), { method: "GET", requestId: "req-ordinary-1" });
    expect(response.status, path).toBeLessThan(500);
    expect(response.headers.get("x-request-id"), path).toBe("req-ordinary-1");
  });
});
