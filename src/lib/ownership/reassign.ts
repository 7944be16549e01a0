import { eq, getTableName } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { OwnedRecords } from "./types";

/**
 * Records kept as a history (messages, consent choices, entitlements): on sign-up and on sign-in
 * alike, every row moves to the account by rewriting its owner column.
 */
export function movedOnSignUpAndSignIn<T extends PgTable>(
  table: T,
  owner: { key: keyof T["$inferInsert"] & string; column: PgColumn },
  rule: string,
): OwnedRecords {
  const reassign: OwnedRecords["moveAll"] = async (tx, from, to) => {
    await tx
      .update(table)
      .set({ [owner.key]: to } as never)
      .where(eq(owner.column, from));
  };
  return { table: getTableName(table), rule, moveAll: reassign, mergeInto: reassign };
}
