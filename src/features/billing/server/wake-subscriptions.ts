import "server-only";
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import { subscriptions } from "@db/schema/billing";
import { readAccount } from "@/features/auth/server";
import { getConfig } from "@/lib/config";
import { getDb, type Database } from "@/lib/db";
import { sendEmail, type EmailMessage } from "@/lib/delivery";
import { logger } from "@/lib/logger";
import { findPlan } from "../model/catalogue";
import type { Currency } from "../model/plan-schema";
import { clockEventFor, isChargeDueNow } from "../model/wake-up";
import { collectRenewal, type RenewalOutcome } from "./collect-renewal";
import { getPaymentProvider } from "./payment-provider-instance";
import type { PaymentProvider } from "./providers/payment-provider";
import { renderRenewalFailedEmail } from "./render-subscription-emails";
import { applySubscriptionEvent, rowToSubscription, type SubscriptionRow } from "./subscription-store";

export interface WakeOptions {
  now?: Date;
  db?: Database;
  provider?: PaymentProvider;
  send?: (message: EmailMessage) => Promise<void>;
  /** Subscriptions looked at per run (the rest wait for the next run). */
  limit?: number;
}

export interface WakeSummary {
  woken: number;
  renewed: number;
  failed: number;
}

/** Accounts without a real address (anonymous visitors) end in this reserved domain. */
const NO_MAILBOX = /\.invalid$/i;
/** Clock events one subscription may take in one run (a trial that ended and whose charge is then collected…). */
const MAX_STEPS = 4;

/**
 * The wake-up job (decision record 0017): every subscription whose `next_wake_at` has come gets
 * the clock event the time calls for (trial_ended, period_ended, resume at the end of a pause),
 * then its outstanding charge (renewal or dunning retry) with the saved card, unless its provider
 * renews it itself (Stripe): then the webhooks bring the result. Each subscription is handled in
 * its own transaction on its row locked with `for update skip locked`, so two runners never work
 * the same subscription at once and one that fails does not hold back the others.
 */
export async function wakeSubscriptions(options: WakeOptions = {}): Promise<WakeSummary> {
  const now = options.now ?? new Date();
  const db = options.db ?? getDb();
  const provider = options.provider ?? getPaymentProvider();
  const send = options.send ?? sendEmail;
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(isNotNull(subscriptions.nextWakeAt), lte(subscriptions.nextWakeAt, now)))
    .orderBy(asc(subscriptions.nextWakeAt))
    .limit(options.limit ?? 500);
  const summary: WakeSummary = { woken: 0, renewed: 0, failed: 0 };
  const failures: unknown[] = [];
  for (const { id } of due) {
    try {
      const outcome = await db.transaction((tx) => wakeOne(tx, id));
      if (outcome === null) continue;
      summary.woken += 1;
      if (outcome.kind === "renewed") summary.renewed += 1;
      if (outcome.kind === "failed") {
        summary.failed += 1;
        await tellRenewalFailed(outcome).catch((error: unknown) =>
          logger.error({ err: error, subscriptionId: id }, "renewal failed email not sent"),
        );
      }
    } catch (error) {
      logger.error({ err: error, subscriptionId: id }, "subscription wake-up failed");
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} subscription wake-up(s) failed`);
  return summary;

  async function wakeOne(tx: Parameters<Parameters<Database["transaction"]>[0]>[0], id: string): Promise<RenewalOutcome | null> {
    // Another runner holding the row skips it here; a row handled meanwhile no longer matches.
    const [locked] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), lte(subscriptions.nextWakeAt, now)))
      .for("update", { skipLocked: true });
    if (locked === undefined) return null;
    let row: SubscriptionRow = locked;
    for (let step = 0; step < MAX_STEPS; step++) {
      const subscription = rowToSubscription(row);
      const event = clockEventFor(subscription, now);
      if (event !== null) {
        const applied = await applySubscriptionEvent(tx, row.id, event, { now });
        if (!applied.ok) break;
        row = applied.row;
        continue;
      }
      if (!isChargeDueNow(subscription, now)) break;
      // Stripe collects its own renewals and retries: its webhooks apply the results.
      if (provider.renewsItself && row.providerSubscriptionId !== null) break;
      return collectRenewal(tx, row, provider, now);
    }
    return { kind: "nothing", row };
  }

  async function tellRenewalFailed(outcome: Extract<RenewalOutcome, { kind: "failed" }>) {
    const account = await readAccount(outcome.row.userId, db);
    if (!account || NO_MAILBOX.test(account.email)) return;
    await send(
      await renderRenewalFailedEmail({
        to: account.email,
        locale: account.locale,
        origin: getConfig().PUBLIC_ORIGIN,
        productType: findPlan(outcome.row.planId)?.type ?? "",
        amount: outcome.amount,
        currency: outcome.row.currency as Currency,
        nextRetryAt: outcome.nextRetryAt,
      }),
    );
  }
}
