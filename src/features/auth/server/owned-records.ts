import { contactMessageOwnership } from "@/features/contact/server";
import { consentRecordOwnership } from "@/features/growth/server";
import { keeperOwnership, productOwnership, profileOwnership } from "@/features/profile/server";
import type { Database } from "@/lib/db";
import type { OwnedRecords } from "@/lib/ownership/types";

/** Every kind of user-owned record. Add yours here when a table gets a foreign key to user.id. */
export const ownedRecords: readonly OwnedRecords[] = [
  contactMessageOwnership,
  consentRecordOwnership,
  keeperOwnership,
  profileOwnership,
  productOwnership,
];

/** Moves (sign-up) or merges (sign-in) an anonymous user's records into another account, atomically. */
export async function transferOwnedRecords(
  db: Database,
  input: { fromUserId: string; toUserId: string; mode: "sign-up" | "sign-in" },
): Promise<void> {
  if (input.fromUserId === input.toUserId) return;
  await db.transaction(async (tx) => {
    for (const kind of ownedRecords) {
      if (input.mode === "sign-up") await kind.moveAll(tx, input.fromUserId, input.toUserId);
      else await kind.mergeInto(tx, input.fromUserId, input.toUserId);
    }
  });
}
