import type { CheckoutItem, ProviderSubscriptionStatus } from "./payment-provider";
import type { CardBehaviour } from "./sandbox-cards";

/**
 * Where the sandbox keeps what a payment provider would keep on its side. In memory here (tests,
 * one process); a table-backed store with the same two calls can replace it without touching the
 * provider. Values are structured-cloneable records.
 */
export interface SandboxStore {
  get<T>(key: string): Promise<T | undefined>;
  put<T>(key: string, value: T): Promise<void>;
}

export function memorySandboxStore(): SandboxStore {
  const records = new Map<string, unknown>();
  return {
    get: <T>(key: string) => Promise.resolve(records.has(key) ? structuredClone(records.get(key) as T) : undefined),
    put: <T>(key: string, value: T) => {
      records.set(key, structuredClone(value));
      return Promise.resolve();
    },
  };
}

export interface SandboxCheckout {
  id: string;
  mode: "payment" | "subscription";
  item: CheckoutItem;
  customerRef: string;
  customer: string;
  email?: string;
  successUrl: string;
  cancelUrl: string;
  trialDays?: number;
  /** The interface language of the hosted pages (the checkout's opener's). */
  locale?: string;
  metadata: Record<string, string>;
  status: "open" | "awaiting_authentication" | "complete";
  payment?: string;
  paymentMethod?: string;
  subscription?: string;
}

/** A saved card: its behaviour and last four digits, never its number. */
export interface SandboxPaymentMethod {
  id: string;
  customer: string;
  behaviour: CardBehaviour;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SandboxPayment {
  id: string;
  customer: string;
  amount: number;
  currency: string;
  status: "succeeded" | "requires_action" | "failed";
  refunded: number;
  paymentMethod: string;
  checkout?: string;
  subscription?: string;
  metadata: Record<string, string>;
}

export interface SandboxSubscription {
  id: string;
  customer: string;
  status: ProviderSubscriptionStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  paymentMethod: string;
  item: CheckoutItem;
  metadata: Record<string, string>;
}
