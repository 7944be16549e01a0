import { describe, expect, it } from "vitest";
import { resolveClientAddress } from "./client-address";

describe("resolveClientAddress", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(resolveClientAddress({ forwardedFor: "1.2.3.4", socketAddress: "::ffff:10.0.0.9", trustedHops: 0 })).toBe("10.0.0.9");
  });
  it("takes the entry added by the trusted proxy", () => {
    expect(resolveClientAddress({ forwardedFor: "6.6.6.6, 203.0.113.7", socketAddress: "10.0.0.2", trustedHops: 1 })).toBe("203.0.113.7");
  });
  it("does not go left of the chain", () => {
    expect(resolveClientAddress({ forwardedFor: "", socketAddress: "10.0.0.2", trustedHops: 3 })).toBe("10.0.0.2");
  });
});
