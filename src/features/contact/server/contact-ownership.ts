import { contactMessages } from "@db/schema/contact";
import { movedOnSignUpAndSignIn } from "@/lib/ownership/reassign";

/** Contact messages are a history of what the person asked: they always move, on sign-up and on sign-in. */
export const contactMessageOwnership = movedOnSignUpAndSignIn(
  contactMessages,
  { key: "ownerId", column: contactMessages.ownerId },
  "Contact messages move to the account in both cases (nothing to reconcile: it is a list).",
);
