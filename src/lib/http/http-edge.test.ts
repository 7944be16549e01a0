import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { createHttpEdge } from "./http-edge";

const driverDown = () =>
  new Error("Failed query", { cause: Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" }) });

const edge = createHttpEdge([
  { method: "GET", path: "/api/ok/:name", handler: (_request, params) => Response.json({ name: params.name }) },
  { method: "GET", path: "/api/moved", handler: () => Response.redirect("http://localhost:3000/en", 307) },
  { method: "POST", path: "/api/refuse", handler: () => Promise.reject(new AppError("forbidden", "Not you.")) },
  { method: "POST", path: "/api/bug", handler: () => Promise.reject(new Error("secret detail")) },
  { method: "POST", path: "/api/outage", handler: () => Promise.reject(driverDown()) },
]);

const call = (path: string, init: RequestInit & { id?: string } = {}) =>
  edge.fetch(new Request(`http://localhost:3000${path}`, { ...init, headers: { ...(init.id ? { "x-request-id": init.id } : {}) } }));

describe("the /api edge", () => {
  it("routes to the handler with its path parameters and keeps the caller's request id", async () => {
    const response = await call("/api/ok/ada", { id: "req-edge-0001" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: "ada" });
    expect(response.headers.get("x-request-id")).toBe("req-edge-0001");
  });

  it("gives a request without (or with an implausible) id a fresh one", async () => {
    expect((await call("/api/ok/a")).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call("/api/ok/a", { id: "x y" })).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("adds the id to a redirect too (immutable headers)", async () => {
    const response = await call("/api/moved", { id: "req-edge-0002" });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost:3000/en");
    expect(response.headers.get("x-request-id")).toBe("req-edge-0002");
  });

  it.each([
    ["an AppError", "/api/refuse", 403, "forbidden"],
    ["an unknown error, without its message", "/api/bug", 500, "internal"],
    ["an unreachable database", "/api/outage", 503, "unavailable"],
  ])("answers %s in the one error shape", async (_label, path, status, code) => {
    const response = await call(path, { method: "POST", id: "req-edge-0003" });
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error).toEqual({ code, message: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/secret|10\.0\.0\.5/);
    expect(response.headers.get("x-request-id")).toBe("req-edge-0003");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    if (status === 503) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers an unknown path 404 and another method 405 with Allow; OPTIONS and HEAD as Next did", async () => {
    const missing = await call("/api/nope", { id: "req-edge-0004" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: "not_found" } });
    expect(missing.headers.get("x-request-id")).toBe("req-edge-0004");

    const wrong = await call("/api/refuse", { method: "DELETE" });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("OPTIONS, POST");
    expect(await wrong.json()).toMatchObject({ error: { code: "method_not_allowed" } });

    const options = await call("/api/ok/a", { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("OPTIONS, GET, HEAD");
    const head = await call("/api/ok/a", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});
