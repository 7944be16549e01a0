import { sql } from "drizzle-orm";
import { billingAuditLog, checkouts, payments, subscriptions } from "@db/schema/billing";
import { movedOnSignUpAndSignIn } from "@/lib/ownership/reassign";
import type { OwnedRecords, Transaction } from "@/lib/ownership/types";

/*
 * Only registered accounts can pay, so an anonymous visitor normally owns none of these rows; the
 * rules still say what happens if one does (a purchase is never lost when two records merge).
 */

export const subscriptionOwnership = movedOnSignUpAndSignIn(
  subscriptions,
  { key: "userId", column: subscriptions.userId },
  "Subscriptions move to the account in both cases (with their entitlement rows).",
);

export const checkoutOwnership = movedOnSignUpAndSignIn(
  checkouts,
  { key: "userId", column: checkouts.userId },
  "Checkouts move to the account in both cases (a checkout completed later still finds its buyer).",
);

export const paymentOwnership = movedOnSignUpAndSignIn(
  payments,
  { key: "userId", column: payments.userId },
  "Payments (receipts) move to the account in both cases.",
);

export const billingAuditOwnership = movedOnSignUpAndSignIn(
  billingAuditLog,
  { key: "userId", column: billingAuditLog.userId },
  "The billing audit log follows the person it is about, in both cases.",
);

/** The account's own customer record wins; the visitor's is dropped only when the account has one. */
async function moveCustomer(tx: Transaction, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    update billing_customers set user_id = ${to}
    where user_id = ${from} and not exists (select 1 from billing_customers where user_id = ${to})`);
  await tx.execute(sql`delete from billing_customers where user_id = ${from}`);
}

export const billingCustomerOwnership: OwnedRecords = {
  table: "billing_customers",
  rule: "The provider customer and saved card move to the account unless it has its own, which is kept.",
  moveAll: moveCustomer,
  mergeInto: moveCustomer,
};
