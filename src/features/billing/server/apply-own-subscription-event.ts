import "server-only";
import { and, eq } from "drizzle-orm";
import { subscriptions } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Transaction } from "@/lib/ownership/types";
import type { Refusal, SubscriptionEvent } from "../model/subscription-lifecycle";
import type { PaymentProvider } from "./providers/payment-provider";
import { applySubscriptionEvent, type SubscriptionRow } from "./subscription-store";
import { isManagedAtProvider } from "./subscription-view";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The person's own subscription, locked for the transaction; anyone else's (or none) is 404. */
export async function lockOwnSubscription(tx: Transaction, userId: string, subscriptionId: string): Promise<SubscriptionRow> {
  const [row] = UUID.test(subscriptionId)
    ? await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)))
        .for("update")
    : [];
  if (row === undefined) throw new AppError("not_found", "There is no such subscription.");
  return row;
}

/** A refusal of the state machine, as the person's answer: 400 with the reason in `fields.subscription`. */
export function refusalError(refusal: Refusal | { code: string }): AppError {
  return new AppError("invalid_input", `This subscription cannot do that now (${refusal.code}).`, {
    fields: { subscription: refusal.code },
  });
}

/**
 * Stripe keeps its own copy of a subscription it renews: pausing, resuming, undoing a cancel and
 * changing plans of such a subscription are done in Stripe's customer portal (decision record 0017).
 */
export function assertManagedHere(row: SubscriptionRow, provider: PaymentProvider): void {
  if (isManagedAtProvider(row, provider)) throw refusalError({ code: "managed_by_provider" });
}

/**
 * Applies one of the person's own events (undo cancel, pause, resume…) to their subscription, in
 * one transaction: ownership (404), the state machine (400 with its refusal), the new row.
 */
export async function applyOwnSubscriptionEvent(
  input: {
    userId: string;
    subscriptionId: string;
    event: SubscriptionEvent;
    provider: PaymentProvider;
    extra?: Partial<Pick<SubscriptionRow, "cancelReason">>;
  },
  db: Database = getDb(),
): Promise<SubscriptionRow> {
  return db.transaction(async (tx) => {
    const row = await lockOwnSubscription(tx, input.userId, input.subscriptionId);
    assertManagedHere(row, input.provider);
    const applied = await applySubscriptionEvent(tx, row.id, input.event, { extra: input.extra });
    if (!applied.ok) throw refusalError(applied.reason === "refused" ? applied.refusal : { code: "not_found" });
    return applied.row;
  });
}
