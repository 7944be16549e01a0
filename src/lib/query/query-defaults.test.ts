import { describe, expect, it, vi } from "vitest";
import { setAnalyticsTracker } from "@/lib/analytics/track";
import { createQueryClient } from "./query-client";
import { QUERY_GC_TIME_MS, queryRetryDelay } from "./query-defaults";

describe("query defaults", () => {
  it("back off from 1 s, doubling, up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("are the client's defaults: gc 5 minutes, no refetch on focus, 3 retries", () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect(defaults.retry).toBe(3);
  });
});

describe("queries flagged in their meta", () => {
  it("send gen_saw_error_state with the message and the place; others do not", async () => {
    const tracked = vi.fn();
    setAnalyticsTracker(tracked);
    const client = createQueryClient();
    const failing = () => Promise.reject(new Error("profile unavailable"));
    await client
      .fetchQuery({ queryKey: ["flagged"], queryFn: failing, retry: false, meta: { errorPlace: "profile" } })
      .catch(() => undefined);
    await client.fetchQuery({ queryKey: ["plain"], queryFn: failing, retry: false }).catch(() => undefined);
    expect(tracked.mock.calls).toEqual([["gen_saw_error_state", { message: "profile unavailable", place: "profile" }]]);
    setAnalyticsTracker(null);
  });
});
