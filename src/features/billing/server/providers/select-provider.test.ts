import { isPaymentInputError, PaymentInputError as OriginalPaymentInputError } from "./payment-provider";
import { describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config";
import { paymentSettingsProblems, selectPaymentProvider } from "./select-provider";
import { memorySandboxStore } from "./sandbox-store";
import { MemoryDeliveryQueue } from "./webhook-delivery";

const wiring = () => ({ store: memorySandboxStore(), scheduler: new MemoryDeliveryQueue({ now: () => new Date() }) });
const production = {
  APP_ENV: "production",
  AUTH_SECRET: "x".repeat(32),
  SMTP_URL: "smtp://mail.example:587",
  PUBLIC_ORIGIN: "https://lingora.example",
};

describe("selectPaymentProvider", () => {
  it("is the sandbox by default, labelled test mode, with its hosted pages on PUBLIC_ORIGIN", async () => {
    const provider = selectPaymentProvider(parseConfig({ AUTH_SECRET: "a".repeat(32), PORT: "3999" }), wiring());
    expect(provider).toMatchObject({ name: "sandbox", testMode: true });
    const session = await provider.createCheckout({
      mode: "payment",
      item: { priceId: "p", description: "d", amount: 100, currency: "USD" },
      customer: { id: "u" },
      idempotencyKey: "k",
      successUrl: "http://localhost:3999/s",
      cancelUrl: "http://localhost:3999/c",
    });
    expect(session.url).toMatch(/^http:\/\/localhost:3999\/checkout\/sandbox\/cs_sbx_[0-9a-f]{24}$/);
  });

  it("refuses the sandbox with APP_ENV=production unless SANDBOX_PAYMENTS_IN_PRODUCTION=true", () => {
    expect(() => selectPaymentProvider(parseConfig(production), wiring())).toThrow(
      /the sandbox takes test cards only and is refused when APP_ENV=production/,
    );
    const staging = parseConfig({ ...production, SANDBOX_PAYMENTS_IN_PRODUCTION: "true" });
    expect(selectPaymentProvider(staging, wiring()).name).toBe("sandbox");
  });

  it("needs a signing secret for the sandbox", () => {
    expect(paymentSettingsProblems(parseConfig({}))).toEqual([
      expect.stringMatching(/^SANDBOX_WEBHOOK_SECRET: required when AUTH_SECRET is not set/),
    ]);
    expect(paymentSettingsProblems(parseConfig({ SANDBOX_WEBHOOK_SECRET: "s".repeat(32) }))).toEqual([]);
  });

  it("is Stripe when PAYMENT_PROVIDER=stripe, in production too; test keys are labelled test mode", () => {
    const stripe = { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
    const live = selectPaymentProvider(parseConfig({ ...production, ...stripe }), wiring());
    expect(live).toMatchObject({ name: "stripe", testMode: false });
    const test = selectPaymentProvider(parseConfig({ ...stripe, STRIPE_SECRET_KEY: "sk_test_abc" }), wiring());
    expect(test).toMatchObject({ name: "stripe", testMode: true });
  });

  it("names both missing Stripe secrets when handed settings that skipped parsing", () => {
    const settings = { ...parseConfig({}), PAYMENT_PROVIDER: "stripe" as const };
    expect(paymentSettingsProblems(settings)).toEqual([
      "STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe",
      "STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe",
    ]);
  });
});

describe("isPaymentInputError", () => {
  it("recognises the error made by another bundle's copy of the class (by name), and nothing else", () => {
    class PaymentInputError extends Error {
      constructor(message: string) {
        super(message);
        this.name = "PaymentInputError";
      }
    }
    expect(isPaymentInputError(new PaymentInputError("no such payment: pay_1"))).toBe(true);
    expect(isPaymentInputError(new OriginalPaymentInputError("no such payment: pay_1"))).toBe(true);
    expect(isPaymentInputError(new Error("no such payment: pay_1"))).toBe(false);
    expect(isPaymentInputError({ name: "PaymentInputError" })).toBe(false);
  });
});
