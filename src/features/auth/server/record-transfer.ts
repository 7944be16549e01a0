import "server-only";
import type { RecordTransfer } from "@/lib/ownership/transfer";

/*
 * Auth does not know which records a person owns: the composition root (src/server/boot.ts)
 * provides the transfer once per process. The slot is on globalThis because Next bundles route
 * handlers and instrumentation separately, and each bundle may hold its own copy of this module.
 */
const SLOT = Symbol.for("lingora.auth.recordTransfer");
const slot = globalThis as { [SLOT]?: RecordTransfer };

export function provideRecordTransfer(transfer: RecordTransfer): void {
  slot[SLOT] = transfer;
}

/** The provided transfer. Missing means the process was not booted: fail the sign-in rather than leave records behind. */
export function requireRecordTransfer(): RecordTransfer {
  const transfer = slot[SLOT];
  if (!transfer) throw new Error("The record transfer was not provided: call bootServer() from src/server/boot.ts at start-up");
  return transfer;
}
