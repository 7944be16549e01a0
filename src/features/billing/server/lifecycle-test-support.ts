import { afterAll, beforeAll } from "vitest";
import { billingCustomers } from "@db/schema/billing";
import { createUser } from "@db/factories";
import { getConfig } from "@/lib/config";
import { getDb, getPool } from "@/lib/db";
import { defineJob, JOBS_SCHEMA, keepInProcessRunner, startJobRunner, stopInProcessRunner } from "@/lib/jobs";
import type { EmailMessage } from "@/lib/delivery";
import type { Currency } from "../model/plan-schema";
import { startSubscription } from "../model/subscription";
import type { ChargeSavedInput, PaymentProvider } from "./providers/payment-provider";
import { createSandboxProvider } from "./providers/sandbox-provider";
import type { CardBehaviour } from "./providers/sandbox-cards";
import { memorySandboxStore, type SandboxPaymentMethod } from "./providers/sandbox-store";
import { MemoryDeliveryQueue } from "./providers/webhook-delivery";
import { SEND_RECEIPT_JOB } from "./receipt-email-job";
import { applySubscriptionEvent, insertSubscription } from "./subscription-store";

/**
 * The job runner, as `npm start` has it, for the file that calls this (in its describe block or at
 * the top): receipts are queued in pg-boss inside the transaction that records a payment. The
 * receipt queue exists but sends nothing: tests count the runs queued (receiptRunsFor).
 */
export function withReceiptQueue(): void {
  beforeAll(async () => {
    const runner = await startJobRunner({
      connectionString: getConfig().DATABASE_URL!,
      jobs: [defineJob({ name: SEND_RECEIPT_JOB, options: { policy: "standard" }, handler: () => Promise.resolve() })],
      onError: () => undefined,
    });
    keepInProcessRunner(() => Promise.resolve(runner));
  });
  afterAll(() => stopInProcessRunner());
}

/** Receipt runs queued for a person's payments. */
export async function receiptRunsFor(userId: string): Promise<number> {
  const result = await getPool().query<{ n: number }>(
    `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1
       and data->>'paymentId' in (select id::text from payments where user_id = $2)`,
    [SEND_RECEIPT_JOB, userId],
  );
  return result.rows[0]!.n;
}

/**
 * Test helpers for the subscription lifecycle (jobs and the person's actions): a sandbox provider
 * that counts its charges and can be told to decline the next ones, a person with a saved card,
 * and subscriptions started through the state machine. Only tests import this file.
 */
export function lifecycleSandbox(now: () => Date) {
  const store = memorySandboxStore();
  const sandbox = createSandboxProvider({
    secret: "whsec_lifecycle_test_secret_0123456789",
    store,
    scheduler: new MemoryDeliveryQueue({ now }),
    checkoutUrl: (id) => `http://localhost:3000/checkout/sandbox/${id}`,
    authenticationUrl: (id) => `http://localhost:3000/checkout/sandbox/authenticate/${id}`,
    now,
  });
  const charges: ChargeSavedInput[] = [];
  const provider: PaymentProvider = {
    ...sandbox,
    chargeSaved: (input) => {
      charges.push(input);
      return sandbox.chargeSaved(input);
    },
  };
  /** Saves a card that behaves as told for an existing person. */
  async function giveCard(userId: string, behaviour: CardBehaviour = "succeeds") {
    const customer = `cus_sbx_${userId}`;
    const method: SandboxPaymentMethod = {
      id: `pm_sbx_${userId}`,
      customer,
      behaviour,
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2099,
    };
    await store.put(`pm:${method.id}`, method);
    await getDb().insert(billingCustomers).values({
      userId,
      provider: "sandbox",
      providerCustomerId: customer,
      paymentMethod: method.id,
      paymentMethodLabel: "Visa •••• 4242",
    });
  }
  /** A person (with an address and a locale) whose card behaves as told. */
  async function personWithCard(behaviour: CardBehaviour = "succeeds", locale = "en") {
    const person = await createUser(getDb(), { locale });
    await giveCard(person.id, behaviour);
    return person;
  }
  /** Switches a person's saved card to another behaviour (a card that starts to decline, or recovers). */
  async function setCard(userId: string, behaviour: CardBehaviour) {
    const method = await store.get<SandboxPaymentMethod>(`pm:pm_sbx_${userId}`);
    await store.put(`pm:pm_sbx_${userId}`, { ...method!, behaviour });
  }
  const chargesFor = (subscriptionOrUser: string) =>
    charges.filter((c) => c.metadata?.lingoraSubscriptionId === subscriptionOrUser || c.customer === `cus_sbx_${subscriptionOrUser}`);
  return { provider, store, charges, chargesFor, giveCard, personWithCard, setCard };
}

/** A subscription started (and its first payment or card check applied) at `at`. */
export async function startedSubscription(userId: string, planId: string, at: Date, currency: Currency = "USD") {
  const started = startSubscription({ planId, currency, isTrialEligible: true });
  if (!started.ok) throw new Error(started.code);
  const row = await insertSubscription({ userId, subscription: started.subscription, provider: "sandbox" }, getDb(), at);
  const applied = await getDb().transaction((tx) => applySubscriptionEvent(tx, row.id, { type: "payment_succeeded", at }));
  if (!applied.ok) throw new Error("the first payment was refused");
  return applied.row;
}

export function testOutbox() {
  const sent: EmailMessage[] = [];
  return { sent, send: async (message: EmailMessage) => void sent.push(message) };
}
