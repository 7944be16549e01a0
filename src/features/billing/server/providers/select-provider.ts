import type { Config } from "@/lib/config";
import type { PaymentProvider } from "./payment-provider";
import { createSandboxProvider, type SandboxProvider } from "./sandbox-provider";
import { sandboxWebhookSecret } from "./sandbox-signature";
import type { SandboxStore } from "./sandbox-store";
import { createStripeProvider } from "./stripe-provider";
import type { DeliveryScheduler } from "./webhook-delivery";

export type PaymentSettings = Pick<
  Config,
  | "APP_ENV"
  | "AUTH_SECRET"
  | "PUBLIC_ORIGIN"
  | "PAYMENT_PROVIDER"
  | "SANDBOX_PAYMENTS_IN_PRODUCTION"
  | "SANDBOX_WEBHOOK_SECRET"
  | "STRIPE_SECRET_KEY"
  | "STRIPE_WEBHOOK_SECRET"
>;

/** Why payments cannot start with these settings (start-up refuses them), or nothing. */
export function paymentSettingsProblems(config: PaymentSettings): string[] {
  if (config.PAYMENT_PROVIDER === "stripe") {
    const problems: string[] = [];
    if (!config.STRIPE_SECRET_KEY) problems.push("STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe");
    if (!config.STRIPE_WEBHOOK_SECRET) problems.push("STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe");
    return problems;
  }
  const problems: string[] = [];
  if (config.APP_ENV === "production" && !config.SANDBOX_PAYMENTS_IN_PRODUCTION) {
    problems.push(
      "PAYMENT_PROVIDER: the sandbox takes test cards only and is refused when APP_ENV=production; set PAYMENT_PROVIDER=stripe, or SANDBOX_PAYMENTS_IN_PRODUCTION=true on a staging site",
    );
  }
  if (!sandboxWebhookSecret(config))
    problems.push("SANDBOX_WEBHOOK_SECRET: required when AUTH_SECRET is not set (the sandbox signs its webhooks)");
  return problems;
}

export class PaymentSettingsError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Payments cannot start:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "PaymentSettingsError";
  }
}

export interface SandboxWiring {
  store: SandboxStore;
  scheduler: DeliveryScheduler;
  now?: () => Date;
}

/** `/uk` for a known interface language; nothing otherwise (the proxy then picks one). */
const localePrefix = (locale: string | undefined) => (locale && /^[a-z]{2}(-\d{3})?$/.test(locale) ? `/${locale}` : "");

/** Where the sandbox's hosted pages live (the checkout pages are built apart; these are their addresses). */
export const SANDBOX_CHECKOUT_PATH = "/checkout/sandbox";

/**
 * The provider these settings choose: Stripe when PAYMENT_PROVIDER=stripe (both STRIPE_* set),
 * else the built-in sandbox, which APP_ENV=production refuses unless SANDBOX_PAYMENTS_IN_PRODUCTION=true.
 * Throws PaymentSettingsError naming every problem; call it at start so a bad setting stops the boot.
 */
export function selectPaymentProvider(config: PaymentSettings, sandbox: SandboxWiring): PaymentProvider | SandboxProvider {
  const problems = paymentSettingsProblems(config);
  if (problems.length) throw new PaymentSettingsError(problems);
  if (config.PAYMENT_PROVIDER === "stripe") {
    return createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY!, webhookSecret: config.STRIPE_WEBHOOK_SECRET! });
  }
  const origin = config.PUBLIC_ORIGIN;
  return createSandboxProvider({
    secret: sandboxWebhookSecret(config)!,
    store: sandbox.store,
    scheduler: sandbox.scheduler,
    now: sandbox.now,
    checkoutUrl: (id, locale) => `${origin}${localePrefix(locale)}${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(id)}`,
    authenticationUrl: (id, locale) => `${origin}${localePrefix(locale)}${SANDBOX_CHECKOUT_PATH}/authenticate/${encodeURIComponent(id)}`,
  });
}
