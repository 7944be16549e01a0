import { describe, expect, it } from "vitest";
import { getDb, getPool } from "@/lib/db";
import { hitRateLimit, peekRateLimit, purgeExpiredRateLimits } from "./index";

describe("purgeExpiredRateLimits", () => {
  it("deletes windows that ended over an hour ago, keeps the current ones, and a second run deletes nothing", async () => {
    const now = new Date();
    const key = `purge-test:${now.getTime()}`;
    await hitRateLimit(getDb(), { key, max: 5, windowSeconds: 60, now: new Date(now.getTime() - 3 * 60 * 60 * 1000) });
    await hitRateLimit(getDb(), { key, max: 5, windowSeconds: 60, now });

    expect(await purgeExpiredRateLimits(getDb(), now)).toBeGreaterThanOrEqual(1);
    const left = await getPool().query<{ n: number }>("select count(*)::int as n from rate_limit_counters where key = $1", [key]);
    expect(left.rows[0]?.n).toBe(1);
    expect((await peekRateLimit(getDb(), { key, windowSeconds: 60, now })).hits).toBe(1);

    expect(await purgeExpiredRateLimits(getDb(), now)).toBe(0);
  });
});
