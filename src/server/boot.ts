import "server-only";
import { provideRecordTransfer } from "@/features/auth/server";
import { getDb } from "@/lib/db";
import { createRecordTransfer } from "@/lib/ownership/transfer";
import { ownedRecords } from "./owned-records";

/**
 * Wires the features together once per process: called by Next's instrumentation hook, by the
 * worker and by the integration tests' setup. Idempotent.
 */
export function bootServer(): void {
  provideRecordTransfer(createRecordTransfer(getDb, ownedRecords));
}
