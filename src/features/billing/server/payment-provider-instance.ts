import "server-only";
import { getConfig } from "@/lib/config";
import type { PaymentProvider } from "./providers/payment-provider";
import type { SandboxProvider } from "./providers/sandbox-provider";
import { selectPaymentProvider } from "./providers/select-provider";
import { memorySandboxStore } from "./providers/sandbox-store";
import { MemoryDeliveryQueue } from "./providers/webhook-delivery";

/**
 * This process's payment provider, chosen by the settings on first use. The slot is on
 * globalThis because Next may bundle separate copies of a module.
 *
 * TODO(issue 12, wt-money): the sandbox's wiring here is in memory; the table-backed store and the
 * job-backed delivery replace it.
 */
const slot = globalThis as typeof globalThis & { __lingoraPaymentProvider?: PaymentProvider | SandboxProvider };

export function getPaymentProvider(): PaymentProvider | SandboxProvider {
  slot.__lingoraPaymentProvider ??= selectPaymentProvider(getConfig(), {
    store: memorySandboxStore(),
    scheduler: new MemoryDeliveryQueue({ now: () => new Date() }),
  });
  return slot.__lingoraPaymentProvider;
}

/** Tests put a provider of their own in place (and take it away with undefined). */
export function usePaymentProviderForTests(provider: PaymentProvider | SandboxProvider | undefined): void {
  slot.__lingoraPaymentProvider = provider;
}
