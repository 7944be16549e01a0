import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { createApiFetch } from "./api-fetch";
import { GENERIC_RETRY_DELAY_MS, retryPolicyFor } from "./retry-policy";

/** The transport over a fetch stub answering the statuses in turn (the last one repeats). */
function harness(statuses: number[]) {
  const calls: Request[] = [];
  const bodies: string[] = [];
  const sleeps: number[] = [];
  const errors: ApiError[] = [];
  let index = 0;
  const apiFetch = createApiFetch({
    getIdToken: vi.fn(async (options?: { forceRefresh?: boolean }) => (options?.forceRefresh ? "fresh-token" : "token")),
    timeZone: () => "Europe/Kyiv",
    sleep: async (ms) => void sleeps.push(ms),
    onError: (error) => void errors.push(error),
    fetch: async (request) => {
      calls.push(request);
      bodies.push(await request.text());
      const status = statuses[Math.min(index++, statuses.length - 1)]!;
      const body = status < 400 ? { ok: true } : { error: { code: "x", message: `status ${status}`, fields: { name: "bad" } } };
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    },
  });
  const send = (path: string, init: RequestInit = {}) => apiFetch(new Request(`http://localhost${path}`, init));
  return { send, calls, bodies, sleeps, errors };
}

describe("the product API transport", () => {
  it("sends the bearer token, the time-location header and the body, without cookies", async () => {
    const { send, calls, bodies } = harness([200]);
    const response = await send("/v1/dnt", { method: "POST", body: '{"a":1}', headers: { "Content-Type": "application/json" } });
    expect(await response.json()).toEqual({ ok: true });
    expect(calls[0]!.headers.get("Authorization")).toBe("Bearer token");
    expect(calls[0]!.headers.get("X-Time-Location")).toBe("Europe/Kyiv");
    expect(calls[0]!.headers.get("Content-Type")).toBe("application/json");
    expect(calls[0]!.credentials).toBe("omit");
    expect(bodies[0]).toBe('{"a":1}');
  });

  it("generic retry: up to 3 tries, 1 s apart, for 5xx, 429 and network errors; the body goes each time", async () => {
    const { send, calls, bodies, sleeps, errors } = harness([503, 500, 502]);
    await expect(send("/v1/profiles/keeper/x", { method: "PUT", body: '{"value":"1"}' })).rejects.toMatchObject({ status: 502 });
    expect(calls).toHaveLength(3);
    expect(bodies).toEqual(['{"value":"1"}', '{"value":"1"}', '{"value":"1"}']);
    expect(sleeps).toEqual([GENERIC_RETRY_DELAY_MS, GENERIC_RETRY_DELAY_MS]);
    expect(errors.map((e) => e.status)).toEqual([502]);

    const recovering = harness([429, 200]);
    await expect(recovering.send("/v1/profiles")).resolves.toBeInstanceOf(Response);
    expect(recovering.calls).toHaveLength(2);
    expect(recovering.errors).toEqual([]);
  });

  it("never retries a 400 or 403 in the generic policy, and reports it once with the error's code and fields", async () => {
    const bad = harness([400, 200]);
    const error = await bad.send("/v1/profiles").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "x", message: "status 400", url: "/v1/profiles", fields: { name: "bad" } });
    expect(bad.calls).toHaveLength(1);
    expect(bad.errors).toEqual([error]);
    const forbidden = harness([403, 200]);
    await expect(forbidden.send("/v1/dnt")).rejects.toMatchObject({ status: 403 });
    expect(forbidden.calls).toHaveLength(1);
  });

  it("PATCH /v1/profiles retries a 400 up to 3 extra tries, 1 s apart, and not a 500", async () => {
    const { send, calls, sleeps } = harness([400, 400, 400, 400, 200]);
    await expect(send("/v1/profiles", { method: "PATCH", body: "{}" })).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([1000, 1000, 1000]);
    const ok = harness([400, 400, 200]);
    await expect(ok.send("/v1/profiles", { method: "PATCH", body: "{}" })).resolves.toBeInstanceOf(Response);
    expect(ok.calls).toHaveLength(3);
    const down = harness([500, 200]);
    await expect(down.send("/v1/profiles", { method: "PATCH", body: "{}" })).rejects.toMatchObject({ status: 500 });
    expect(down.calls).toHaveLength(1);
  });

  it("a 401 refreshes the token once; a 404 is rethrown untouched and not reported", async () => {
    const refreshed = harness([401, 200]);
    await expect(refreshed.send("/v1/profiles")).resolves.toBeInstanceOf(Response);
    expect(refreshed.calls[1]!.headers.get("Authorization")).toBe("Bearer fresh-token");
    const stillRefused = harness([401]);
    await expect(stillRefused.send("/v1/profiles")).rejects.toMatchObject({ status: 401 });
    expect(stillRefused.calls).toHaveLength(2);
    expect(stillRefused.errors.map((e) => e.status)).toEqual([401]);
    const missing = harness([404]);
    const error = await missing.send("/v1/profiles/keeper/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, url: "/v1/profiles/keeper/x" });
    expect(missing.calls).toHaveLength(1);
    expect(missing.errors).toEqual([]);
  });

  it("a network failure (or no token) is an ApiError with status 0, retried like a 5xx", async () => {
    const sleeps: number[] = [];
    const errors: ApiError[] = [];
    const apiFetch = createApiFetch({
      getIdToken: async () => "t",
      sleep: async (ms) => void sleeps.push(ms),
      onError: (error) => void errors.push(error),
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await expect(apiFetch(new Request("http://localhost/v1/profiles"))).rejects.toMatchObject({ status: 0, code: "network" });
    expect(sleeps).toHaveLength(2);
    expect(errors.map((e) => e.status)).toEqual([0]);
  });

  it("the policy of each call comes from its method and path", () => {
    expect(retryPolicyFor("PATCH", "/v1/profiles")).toMatchObject({ generic: false, statuses: [400], maxTries: 4 });
    expect(retryPolicyFor("GET", "/v1/profiles")).toMatchObject({ generic: true, maxTries: 3 });
    expect(retryPolicyFor("PUT", "/v1/profiles/keeper/accessibility")).toMatchObject({ generic: true, maxTries: 3 });
  });
});
