import { eq } from "drizzle-orm";
import { profiles } from "@db/schema/profile";
import type { OwnedRecords } from "@/lib/ownership/types";

/** Profile fields belong to registered users (anonymous callers cannot write them): an anonymous row is dropped. */
export const profileOwnership: OwnedRecords = {
  table: "profiles",
  rule: "Anonymous visitors have no profile fields (the API refuses them); any row is dropped on sign-up and sign-in.",
  async moveAll(tx, from) {
    await tx.delete(profiles).where(eq(profiles.userId, from));
  },
  async mergeInto(tx, from) {
    await tx.delete(profiles).where(eq(profiles.userId, from));
  },
};
