import { and, eq, sql } from "drizzle-orm";
import { profileKeeper } from "@db/schema/profile";
import type { OwnedRecords } from "@/lib/ownership/types";

/**
 * Keeper values: on sign-up they all move; on sign-in the account's own values win and only keys
 * the account does not have yet come over from the anonymous visitor.
 */
export const keeperOwnership: OwnedRecords = {
  table: "profile_keeper",
  rule: "Keeper values move on sign-up; on sign-in the account keeps its own values and gains only keys it lacks.",
  async moveAll(tx, from, to) {
    await tx.update(profileKeeper).set({ userId: to }).where(eq(profileKeeper.userId, from));
  },
  async mergeInto(tx, from, to) {
    await tx.execute(sql`
      insert into profile_keeper (user_id, key, value, updated_at)
      select ${to}, key, value, updated_at from profile_keeper where user_id = ${from}
      on conflict (user_id, key) do nothing`);
    await tx.delete(profileKeeper).where(and(eq(profileKeeper.userId, from)));
  },
};
