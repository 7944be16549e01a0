import "server-only";
import { provideRecordTransfer } from "@/features/auth/server";
import { provideBillingGrowthHooks } from "@/features/billing/server";
import { lookupCountryCode, recordServerEvent } from "@/features/growth/server";
import { getDb } from "@/lib/db";
import { createRecordTransfer } from "@/lib/ownership/transfer";
import { ownedRecords } from "./owned-records";

/** Moves or merges an anonymous visitor's records into an account: every kind in owned-records.ts, in one transaction. */
export const transferOwnedRecords = createRecordTransfer(getDb, ownedRecords);

/**
 * Wires the features together once per process: called by Next's instrumentation hook. Idempotent.
 */
export function bootServer(): void {
  provideRecordTransfer(transferOwnedRecords);
  provideBillingGrowthHooks({ recordServerEvent, lookupCountryCode });
}
