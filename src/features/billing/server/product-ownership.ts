import { products } from "@db/schema/billing";
import { movedOnSignUpAndSignIn } from "@/lib/ownership/reassign";

/** Entitlements follow the person: on sign-up and on sign-in they move to the account. */
export const productOwnership = movedOnSignUpAndSignIn(
  products,
  { key: "ownerId", column: products.ownerId },
  "Products move to the account in both cases (an entitlement bought before signing up is kept).",
);
