import "server-only";
import { getConfig } from "@/lib/config";
import type { PaymentProvider } from "./providers/payment-provider";
import { JobDeliveryScheduler } from "./providers/job-delivery-scheduler";
import type { SandboxProvider } from "./providers/sandbox-provider";
import { selectPaymentProvider } from "./providers/select-provider";
import { queueSandboxDelivery } from "./sandbox-webhook-delivery";
import { tableSandboxStore } from "./table-sandbox-store";

/**
 * This process's payment provider, chosen by the settings on first use. The slot is on
 * globalThis because Next may bundle separate copies of a module.
 *
 * The sandbox keeps its records in `sandbox_records` and delivers its webhooks as runs of the
 * `billing.deliver-sandbox-webhook` job, so both survive a restart. It serialises its changes per
 * process: one process owns the sandbox (decision record 0016).
 */
const slot = globalThis as typeof globalThis & { __lingoraPaymentProvider?: PaymentProvider | SandboxProvider };

export function getPaymentProvider(): PaymentProvider | SandboxProvider {
  slot.__lingoraPaymentProvider ??= selectPaymentProvider(getConfig(), {
    store: tableSandboxStore(),
    scheduler: new JobDeliveryScheduler({ queue: queueSandboxDelivery, now: () => new Date() }),
  });
  return slot.__lingoraPaymentProvider;
}

/** Tests put a provider of their own in place (and take it away with undefined). */
export function usePaymentProviderForTests(provider: PaymentProvider | SandboxProvider | undefined): void {
  slot.__lingoraPaymentProvider = provider;
}
