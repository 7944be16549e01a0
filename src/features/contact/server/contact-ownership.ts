import { eq } from "drizzle-orm";
import { contactMessages } from "@db/schema";
import type { OwnedRecords } from "@/lib/ownership/types";

async function reassign(tx: Parameters<OwnedRecords["moveAll"]>[0], from: string, to: string) {
  await tx.update(contactMessages).set({ ownerId: to }).where(eq(contactMessages.ownerId, from));
}

/** Contact messages are a history of what the person asked: they always move, on sign-up and on sign-in. */
export const contactMessageOwnership: OwnedRecords = {
  table: "contact_messages",
  rule: "Contact messages move to the account in both cases (nothing to reconcile: it is a list).",
  moveAll: reassign,
  mergeInto: reassign,
};
