import { describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL, selectCacheControl } from "./cache-control";

describe("selectCacheControl", () => {
  it("matches the spec's page header exactly", () => {
    expect(PUBLIC_PAGE_CACHE_CONTROL).toBe("public, max-age=0, s-maxage=3600, stale-while-revalidate=86400");
  });
  it.each([
    [{ audience: "public", status: 200, method: "GET" }, PUBLIC_PAGE_CACHE_CONTROL],
    [{ audience: "public", status: 404, method: "HEAD" }, PUBLIC_PAGE_CACHE_CONTROL],
    [{ audience: "personal", status: 200, method: "GET" }, PRIVATE_CACHE_CONTROL],
    [{ audience: "public", status: 200, method: "POST" }, PRIVATE_CACHE_CONTROL],
    [{ audience: "public", status: 503, method: "GET" }, "no-store"],
    [{ audience: "public", status: 429, method: "GET" }, "no-store"],
  ] as const)("%j → %s", (input, expected) => {
    expect(selectCacheControl(input)).toBe(expected);
  });
  it("never gives a personal response a shared-cache directive", () => {
    for (const status of [200, 301, 404, 500]) {
      const header = selectCacheControl({ audience: "personal", status, method: "GET" });
      expect(header).not.toMatch(/public|s-maxage/);
    }
  });
});
