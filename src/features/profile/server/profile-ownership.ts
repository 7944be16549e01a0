import { eq } from "drizzle-orm";
import { products, profiles } from "@db/schema";
import { movedOnSignUpAndSignIn } from "@/lib/ownership/reassign";
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

/** Entitlements follow the person: on sign-up and on sign-in they move to the account. */
export const productOwnership = movedOnSignUpAndSignIn(
  products,
  { key: "ownerId", column: products.ownerId },
  "Products move to the account in both cases (an entitlement bought before signing up is kept).",
);
