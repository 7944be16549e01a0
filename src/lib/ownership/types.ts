import type { Database } from "@/lib/db";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A kind of record that belongs to a user account. Every table with a foreign key to
 * `user.id` must have one (a test checks the database for it), so an anonymous visitor's
 * records always follow them to their real account.
 */
export interface OwnedRecords {
  /** The table name, e.g. "contact_messages". */
  table: string;
  /** Documented rule, shown in the README. */
  rule: string;
  /** The anonymous user signed up: everything moves to the new account. */
  moveAll(tx: Transaction, fromUserId: string, toUserId: string): Promise<void>;
  /** The anonymous user signed in to an existing account: merge by this kind's rule. */
  mergeInto(tx: Transaction, fromUserId: string, toUserId: string): Promise<void>;
}
