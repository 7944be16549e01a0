import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { edgeDecision, repairPath, withRequestEdge } from "./request-edge";

describe("edgeDecision", () => {
  it.each(["TRACE", "PROPFIND", "MKCOL", "LOCK", "PURGE"])("answers %s with 405 and Allow, in each API's error shape", (method) => {
    const page = edgeDecision(method, "/en");
    expect(page).toMatchObject({ kind: "answer", status: 405, headers: { Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" } });
    const v1 = edgeDecision(method, "/v1/profiles");
    expect(v1.kind === "answer" && JSON.parse(v1.body)).toEqual({ error: { code: "method_not_allowed", message: expect.any(String) } });
    const identity = edgeDecision(method, "/api/identity/get-session");
    expect(identity.kind === "answer" && JSON.parse(identity.body)).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
    const analytics = edgeDecision(method, "/api/analytics/2/httpapi");
    expect(analytics.kind === "answer" && JSON.parse(analytics.body)).toMatchObject({ code: 405 });
  });

  it("lets every method a route handles through", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
      expect(edgeDecision(method, "/v1/profiles")).toEqual({ kind: "pass" });
  });

  it("answers 400 JSON for an API path that is not UTF-8, and sends a page path on to the 404 page", () => {
    const api = edgeDecision("GET", "/v1/profiles/keeper/%C0%AE");
    expect(api).toMatchObject({ kind: "answer", status: 400, headers: { "Content-Type": "application/json" } });
    expect(api.kind === "answer" && JSON.parse(api.body).error.code).toBe("invalid_input");
    expect(edgeDecision("GET", "/api/contact-messages/%ff")).toMatchObject({ status: 400 });
    expect(edgeDecision("GET", "/en/%ED%A0%80?x=1")).toEqual({ kind: "pass", url: "/en/%EF%BF%BD%EF%BF%BD%EF%BF%BD?x=1" });
    expect(edgeDecision("GET", "/en/terms/%E2%82%AC")).toEqual({ kind: "pass" });
  });

  it("answers 400 on APIs for a query that is not UTF-8 or a NUL anywhere in the address; pages keep theirs", () => {
    expect(edgeDecision("POST", "/api/identity/update-user?next=%ED%A0%80")).toMatchObject({ status: 400 });
    expect(edgeDecision("GET", "/api/identity/callback/x?%")).toMatchObject({ status: 400 });
    expect(edgeDecision("GET", "/api/identity/delete-user/callback?token=%00")).toMatchObject({ status: 400 });
    expect(edgeDecision("GET", "/v1/profiles/keeper/a%00b")).toMatchObject({ status: 400 });
    expect(edgeDecision("GET", "/api/auth/social?provider=google&next=%2Fen%3Fa%3D1+b")).toEqual({ kind: "pass" });
    expect(edgeDecision("GET", "/en/sign-in?next=%ED%A0%80")).toEqual({ kind: "pass" });
  });

  it("repairs only the segments that need it, keeping valid escapes and lone percent signs readable", () => {
    expect(repairPath("/en/%E2%82%AC/%C0")).toBe("/en/%E2%82%AC/%EF%BF%BD");
    expect(repairPath("/en/100%")).toBe("/en/100%25");
    expect(() => decodeURIComponent(repairPath("/%zz%C3%28"))).not.toThrow();
  });
});

describe("withRequestEdge in a Node server", () => {
  let server: http.Server;
  let port: number;
  const failures: unknown[] = [];

  beforeAll(async () => {
    // Stands in for Next, which throws on these requests.
    const next = async (req: http.IncomingMessage, res: http.ServerResponse) => {
      decodeURIComponent(req.url ?? "");
      if (req.method === "TRACE") throw new Error("unsupported");
      if (req.url === "/boom") throw new Error("boom");
      res.end(`ok ${req.url}`);
    };
    server = http.createServer(withRequestEdge(next, (error) => failures.push(error)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, path: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, method, path }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      request.on("error", reject);
      request.end();
    });

  it("answers TRACE with 405 and never reaches the handler", async () => {
    const trace = await send("TRACE", "/v1/profiles");
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toContain("GET");
    expect(failures).toHaveLength(0);
  });

  it("answers a bad API path with 400 and passes a repaired page path on", async () => {
    expect((await send("GET", "/v1/profiles/keeper/%C0%AE")).status).toBe(400);
    const page = await send("GET", "/en/%ED%A0%80");
    expect(page).toMatchObject({ status: 200, body: "ok /en/%EF%BF%BD%EF%BF%BD%EF%BF%BD" });
  });

  it("answers early refusals after reading the body, so the client gets the answer", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, method: "TRACE", path: "/api/identity/x", headers: { "content-length": 200_000 } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      request.end(Buffer.alloc(200_000, 120));
    });
    expect(status).toBe(405);
  });

  it("still answers when the handler throws", async () => {
    expect((await send("GET", "/boom")).status).toBe(500);
    expect(failures).toHaveLength(1);
  });
});
