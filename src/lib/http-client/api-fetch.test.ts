import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient, GENERIC_RETRY_DELAY_MS, PROFILE_PATCH_RETRY } from "./create-api-client";

function harness(statuses: number[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const sleeps: number[] = [];
  const errors: ApiError[] = [];
  let index = 0;
  const client = createApiClient({
    getIdToken: vi.fn(async (options?: { forceRefresh?: boolean }) => (options?.forceRefresh ? "fresh-token" : "token")),
    timeZone: () => "Europe/Kyiv",
    sleep: async (ms) => void sleeps.push(ms),
    onError: (error) => void errors.push(error),
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init! });
      const status = statuses[Math.min(index++, statuses.length - 1)]!;
      return new Response(JSON.stringify(status < 400 ? { ok: true } : { error: { code: "x", message: `status ${status}` } }), { status });
    },
  });
  return { client, calls, sleeps, errors };
}

describe("the product API client", () => {
  it("sends the bearer token, the time-location header and JSON", async () => {
    const { client, calls } = harness([200]);
    await client("/v1/dnt", { method: "POST", body: { a: 1 } });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer token");
    expect(headers["X-Time-Location"]).toBe("Europe/Kyiv");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it("generic retry: up to 3 tries, 1 s apart, for 5xx, 429 and network errors", async () => {
    const { client, calls, sleeps, errors } = harness([503, 500, 502]);
    await expect(client("/v1/profiles", { retry: true })).rejects.toMatchObject({ status: 502 });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([GENERIC_RETRY_DELAY_MS, GENERIC_RETRY_DELAY_MS]);
    expect(errors.map((e) => e.status)).toEqual([502]);

    const recovering = harness([429, 200]);
    await expect(recovering.client("/v1/profiles", { retry: true })).resolves.toEqual({ ok: true });
    expect(recovering.calls).toHaveLength(2);
    expect(recovering.errors).toEqual([]);
  });

  it("no retry unless asked, and never for a 400 or 403 in the generic policy", async () => {
    const off = harness([500, 200]);
    await expect(off.client("/v1/profiles")).rejects.toMatchObject({ status: 500 });
    expect(off.calls).toHaveLength(1);
    const bad = harness([400, 200]);
    await expect(bad.client("/v1/profiles", { retry: true })).rejects.toMatchObject({ status: 400 });
    expect(bad.calls).toHaveLength(1);
  });

  it("PATCH /v1/profiles retries a 400 up to 3 extra tries, 1 s apart", async () => {
    const { client, calls, sleeps } = harness([400, 400, 400, 400, 200]);
    await expect(client("/v1/profiles", { method: "PATCH", body: {}, ...PROFILE_PATCH_RETRY })).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([1000, 1000, 1000]);
    const ok = harness([400, 400, 200]);
    await expect(ok.client("/v1/profiles", { method: "PATCH", body: {}, ...PROFILE_PATCH_RETRY })).resolves.toEqual({ ok: true });
    expect(ok.calls).toHaveLength(3);
  });

  it("a 401 refreshes the token once; a 404 is rethrown untouched and not reported", async () => {
    const refreshed = harness([401, 200]);
    await expect(refreshed.client("/v1/profiles")).resolves.toEqual({ ok: true });
    expect((refreshed.calls[1]!.init.headers as Record<string, string>).Authorization).toBe("Bearer fresh-token");
    const missing = harness([404]);
    const error = await missing.client("/v1/profiles/keeper/x", { retry: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
    expect(missing.calls).toHaveLength(1);
    expect(missing.errors).toEqual([]);
  });

  it("a network failure is an ApiError with status 0", async () => {
    const client = createApiClient({
      getIdToken: async () => "t",
      sleep: async () => undefined,
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await expect(client("/v1/profiles", { retry: true })).rejects.toMatchObject({ status: 0, code: "network" });
  });
});
