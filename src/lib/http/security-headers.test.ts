import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy, buildSecurityHeaders } from "./security-headers";

describe("security headers", () => {
  it("locks the CSP to our origin and forbids framing", () => {
    const csp = buildContentSecurityPolicy({ isDev: false, upgradeInsecure: true });
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("upgrade-insecure-requests");
  });
  it("allows eval and websockets only in development", () => {
    expect(buildContentSecurityPolicy({ isDev: true, upgradeInsecure: false })).toContain("'unsafe-eval'");
  });
  it("sends HSTS only in production", () => {
    const names = (isProduction: boolean) => buildSecurityHeaders({ isProduction, isDev: false, isHttpsOrigin: true }).map((h) => h.key);
    expect(names(true)).toContain("Strict-Transport-Security");
    expect(names(false)).not.toContain("Strict-Transport-Security");
    expect(names(false)).toEqual(
      expect.arrayContaining(["Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]),
    );
  });
});

describe("development auth server", () => {
  it("is allowed in connect-src only when configured", () => {
    expect(buildContentSecurityPolicy({ isDev: false, upgradeInsecure: false, extraConnect: ["http://localhost:9099"] })).toContain(
      "connect-src 'self' http://localhost:9099",
    );
    expect(buildContentSecurityPolicy({ isDev: false, upgradeInsecure: false })).toContain("connect-src 'self';");
  });
});
