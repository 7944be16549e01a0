import { eq } from "drizzle-orm";
import { consentRecords } from "@db/schema";
import type { OwnedRecords } from "@/lib/ownership/types";

async function reassign(tx: Parameters<OwnedRecords["moveAll"]>[0], from: string, to: string) {
  await tx.update(consentRecords).set({ userId: to }).where(eq(consentRecords.userId, from));
}

/** Consent records are a history of choices: they always move, on sign-up and on sign-in. */
export const consentRecordOwnership: OwnedRecords = {
  table: "consent_records",
  rule: "Consent records move to the account in both cases (a history of choices; the newest applies).",
  moveAll: reassign,
  mergeInto: reassign,
};
