import "server-only";
import { billingAuditLog } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import { logger } from "@/lib/logger";
import { grantCreditsInput, type AdminGrantInput } from "../model/admin-billing-input";
import { addMonths } from "../model/billing-period";
import { parseAdminInput, type AdminActor } from "./admin-input";
import { grantCredits, type GrantCreditsResult } from "./grant-credits";

/**
 * An admin gives a person credits with a reason (decision record 0019): the grant (source
 * "admin") and its audit row commit together or not at all. The form's nonce is the grant's
 * idempotency key, so a double submit grants once and writes one audit row.
 */
export async function grantCreditsAsAdmin(
  admin: AdminActor,
  rawInput: AdminGrantInput,
  options: { db?: Database; now?: Date } = {},
): Promise<GrantCreditsResult> {
  const input = parseAdminInput(grantCreditsInput, rawInput);
  const now = options.now ?? new Date();
  const expiresAt = addMonths(now, input.months);
  return (options.db ?? getDb()).transaction(async (tx) => {
    const granted = await grantCredits(
      {
        userId: input.userId,
        amount: input.amount,
        source: "admin",
        expiresAt,
        idempotencyKey: `admin-grant:${input.nonce}`,
        reason: input.reason,
        now,
      },
      tx,
    );
    if (granted.replayed) return granted;
    await tx.insert(billingAuditLog).values({
      userId: input.userId,
      adminId: admin.id,
      action: "grant_credits",
      reason: input.reason,
      details: { amount: input.amount, expiresAt: expiresAt.toISOString(), entryId: granted.entryId, lotId: granted.lotId },
      createdAt: now,
    });
    logger.info({ admin: admin.email, userId: input.userId, amount: input.amount }, "credits granted by an admin");
    return granted;
  });
}
