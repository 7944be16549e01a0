import { describe, expect, it } from "vitest";
import { isLoopbackHost, isTrustedOrigin, trustedOrigins } from "./origins";
import { parseConfig } from "./parse-config";

describe("trustedOrigins", () => {
  it("outside production: this machine by any usual name on PORT (PUBLIC_ORIGIN follows PORT)", () => {
    const config = parseConfig({ PORT: "3999" });
    expect(trustedOrigins(config)).toEqual(["http://localhost:3999", "http://127.0.0.1:3999", "http://[::1]:3999"]);
    expect(isTrustedOrigin("http://127.0.0.1:3999", config)).toBe(true);
    expect(isTrustedOrigin("http://localhost:3000", config)).toBe(false);
    expect(isTrustedOrigin("http://evil.example", config)).toBe(false);
  });

  it("outside production with an explicit PUBLIC_ORIGIN: it, and this machine on PORT and on its port", () => {
    const config = parseConfig({ PORT: "3999", PUBLIC_ORIGIN: "http://localhost:3000" });
    expect(trustedOrigins(config)).toEqual(
      expect.arrayContaining(["http://localhost:3000", "http://127.0.0.1:3000", "http://localhost:3999", "http://127.0.0.1:3999"]),
    );
    const proxied = parseConfig({ PORT: "3999", PUBLIC_ORIGIN: "https://staging.lingora.example" });
    expect(trustedOrigins(proxied)).toEqual([
      "https://staging.lingora.example",
      "http://localhost:3999",
      "http://127.0.0.1:3999",
      "http://[::1]:3999",
    ]);
  });

  it("in production: PUBLIC_ORIGIN only", () => {
    const config = parseConfig({
      APP_ENV: "production",
      AUTH_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://mail.example",
      PUBLIC_ORIGIN: "https://lingora.example",
    });
    expect(trustedOrigins(config)).toEqual(["https://lingora.example"]);
  });

  it("knows loopback names", () => {
    expect(["localhost", "127.0.0.1", "127.1.2.3", "[::1]", "app.localhost"].every(isLoopbackHost)).toBe(true);
    expect(["lingora.example", "10.0.0.1", "127.0.0.1.evil.example"].some(isLoopbackHost)).toBe(false);
  });
});
