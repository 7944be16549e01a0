import { describe, expect, it } from "vitest";
import { createEventCache, EVENT_CACHE_TTL_MS } from "./event-cache";

describe("the event cache", () => {
  it("drops repeats until it is cleared 10 minutes later", () => {
    let now = 0;
    const cache = createEventCache(() => now);
    expect(cache.remember("exposure:a:1")).toBe(true);
    expect(cache.remember("exposure:a:1")).toBe(false);
    now = EVENT_CACHE_TTL_MS - 1;
    expect(cache.remember("exposure:a:1")).toBe(false);
    now = EVENT_CACHE_TTL_MS;
    expect(cache.remember("exposure:a:1")).toBe(true);
  });
});
