import type { Database } from "@/lib/db";
import type { OwnedRecords } from "./types";

export type TransferMode = "sign-up" | "sign-in";

/** What the identity service calls when an anonymous visitor becomes (sign-up) or joins (sign-in) an account. */
export type RecordTransfer = (input: { fromUserId: string; toUserId: string; mode: TransferMode }) => Promise<void>;

/**
 * Moves (sign-up) or merges (sign-in) an anonymous user's records into another account, every
 * kind in one transaction: either all of them follow the person or none does.
 */
export function createRecordTransfer(db: () => Database, kinds: readonly OwnedRecords[]): RecordTransfer {
  return async ({ fromUserId, toUserId, mode }) => {
    if (fromUserId === toUserId) return;
    await db().transaction(async (tx) => {
      for (const kind of kinds) {
        if (mode === "sign-up") await kind.moveAll(tx, fromUserId, toUserId);
        else await kind.mergeInto(tx, fromUserId, toUserId);
      }
    });
  };
}
