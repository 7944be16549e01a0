import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./parse-config";

describe("parseConfig", () => {
  it("applies defaults to an empty environment", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_ORIGIN).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ENABLE_TEST_ROUTES).toBe(false);
    expect(config.TRUST_PROXY_HOPS).toBe(0);
  });

  it("parses and normalises values", () => {
    const config = parseConfig({
      PORT: "8080",
      PUBLIC_ORIGIN: "https://lingora.example/",
      DATABASE_URL: "postgres://u:p@db:5432/lingora",
      ENABLE_TEST_ROUTES: "true",
      TRUST_PROXY_HOPS: "1",
      LOG_LEVEL: "",
    });
    expect(config.PORT).toBe(8080);
    expect(config.PUBLIC_ORIGIN).toBe("https://lingora.example");
    expect(config.ENABLE_TEST_ROUTES).toBe(true);
    expect(config.TRUST_PROXY_HOPS).toBe(1);
    expect(config.LOG_LEVEL).toBe("info");
  });

  it.each([
    ["PORT", "eighty", /PORT: expected a whole number/],
    ["PORT", "70000", /PORT: expected a number of at most 65535/],
    ["DATABASE_URL", "mysql://x@y/z", /DATABASE_URL: expected a postgres:\/\/ or postgresql:\/\/ URL/],
    ["PUBLIC_ORIGIN", "ftp://x", /PUBLIC_ORIGIN: expected an http or https URL/],
    ["PUBLIC_ORIGIN", "lingora.example", /PUBLIC_ORIGIN: expected an origin such as https:\/\/lingora.example/],
    ["PUBLIC_ORIGIN", "https://lingora.example/app", /PUBLIC_ORIGIN: expected an origin only \(scheme, host and port\), without a path/],
    ["ENABLE_TEST_ROUTES", "yes", /ENABLE_TEST_ROUTES: expected "true" or "false" \(got "yes"\)/],
    ["LOG_LEVEL", "loud", /LOG_LEVEL/],
  ])("rejects %s=%s naming the variable", (name, value, message) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(message);
  });

  it("payments: the sandbox by default; Stripe needs both of its secrets, in their shapes", () => {
    expect(parseConfig({}).PAYMENT_PROVIDER).toBe("sandbox");
    expect(parseConfig({}).SANDBOX_PAYMENTS_IN_PRODUCTION).toBe(false);
    expect(() => parseConfig({ PAYMENT_PROVIDER: "stripe" })).toThrow(/STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe/);
    expect(() => parseConfig({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe/,
    );
    expect(() => parseConfig({ STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(/STRIPE_SECRET_KEY: expected a Stripe secret key/);
    expect(() => parseConfig({ STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: expected a Stripe webhook signing secret/,
    );
    expect(() => parseConfig({ SANDBOX_WEBHOOK_SECRET: "short" })).toThrow(/SANDBOX_WEBHOOK_SECRET: expected at least 32 characters/);
    const stripe = parseConfig({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" });
    expect(stripe.PAYMENT_PROVIDER).toBe("stripe");
  });

  it("lists every bad variable at once", () => {
    try {
      parseConfig({ PORT: "x", CONTACT_RATE_LIMIT_MAX: "0" });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });

  it("follows PORT when PUBLIC_ORIGIN is not set", () => {
    expect(parseConfig({ PORT: "3999" }).PUBLIC_ORIGIN).toBe("http://localhost:3999");
    expect(parseConfig({ PORT: "3999", PUBLIC_ORIGIN: "http://localhost:3000" }).PUBLIC_ORIGIN).toBe("http://localhost:3000");
  });

  describe("APP_ENV=production: an origin browsers cannot be on is a start-up error", () => {
    const production = { APP_ENV: "production", AUTH_SECRET: "x".repeat(32), SMTP_URL: "smtp://mail.example:587" };

    it("requires PUBLIC_ORIGIN", () => {
      expect(() => parseConfig(production)).toThrow(/PUBLIC_ORIGIN: required when APP_ENV=production/);
    });

    it("refuses this machine on another port than PORT", () => {
      expect(() => parseConfig({ ...production, PORT: "3999", PUBLIC_ORIGIN: "http://localhost:3000" })).toThrow(
        /PUBLIC_ORIGIN: http:\/\/localhost:3000 is this machine on port 3000, but the server listens on PORT=3999/,
      );
      expect(() => parseConfig({ ...production, PORT: "8080", PUBLIC_ORIGIN: "http://127.0.0.1" })).toThrow(
        /on port 80, but the server listens on PORT=8080/,
      );
    });

    it("accepts a public origin (a proxy in front) and this machine on PORT", () => {
      expect(parseConfig({ ...production, PORT: "3999", PUBLIC_ORIGIN: "https://lingora.example" }).PUBLIC_ORIGIN).toBe(
        "https://lingora.example",
      );
      expect(parseConfig({ ...production, PORT: "3999", PUBLIC_ORIGIN: "http://localhost:3999" }).PUBLIC_ORIGIN).toBe(
        "http://localhost:3999",
      );
    });
  });
});
