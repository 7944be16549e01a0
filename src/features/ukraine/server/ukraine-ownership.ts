import { sql } from "drizzle-orm";
import { ukraineAuditLog } from "@db/schema/ukraine";
import { movedOnSignUpAndSignIn } from "@/lib/ownership/reassign";
import type { OwnedRecords, Transaction } from "@/lib/ownership/types";

/*
 * Only registered people can apply (the page sends an anonymous visitor to sign in), so an
 * anonymous account owns no applications; the rules still say what would happen.
 */

/** Applications move; an open one is dropped if the account has its own (one open application per person). */
async function moveApplications(tx: Transaction, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    delete from ukraine_applications
    where user_id = ${from} and status = 'PENDING'
      and exists (select 1 from ukraine_applications where user_id = ${to} and status = 'PENDING')`);
  await tx.execute(sql`update ukraine_applications set user_id = ${to} where user_id = ${from}`);
}

export const ukraineApplicationOwnership: OwnedRecords = {
  table: "ukraine_applications",
  rule: "Anonymous visitors cannot apply; any application moves to the account, except an open one when the account has its own.",
  moveAll: moveApplications,
  mergeInto: moveApplications,
};

export const ukraineAuditOwnership = movedOnSignUpAndSignIn(
  ukraineAuditLog,
  { key: "userId", column: ukraineAuditLog.userId },
  "The free-for-Ukraine audit log follows the person it is about, in both cases.",
);
