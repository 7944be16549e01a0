import { consentRecords } from "@db/schema/growth";
import { movedOnSignUpAndSignIn } from "@/lib/ownership/reassign";

/** Consent records are a history of choices: they always move, on sign-up and on sign-in. */
export const consentRecordOwnership = movedOnSignUpAndSignIn(
  consentRecords,
  { key: "userId", column: consentRecords.userId },
  "Consent records move to the account in both cases (a history of choices; the newest applies).",
);
