import "server-only";
import { eq } from "drizzle-orm";
import { ukraineApplications, ukraineAuditLog } from "@db/schema/ukraine";
import { setFreeForUkraine } from "@/features/profile/server";
import { getDb, type Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { decide, decisionInput, type DecisionInput } from "../model/decision";
import { queueDecisionEmail } from "./decision-email";

export interface Admin {
  id: string;
  email: string;
}

export type DecideResult = { status: "APPROVED" | "REJECTED"; replayed: boolean };

/** Parses the form; a refusal names its field with a message id (adminFreeForUkraine.errors.*). */
function parse(input: DecisionInput) {
  const result = decisionInput.safeParse(input);
  if (result.success) return result.data;
  const fields = Object.fromEntries(result.error.issues.map((issue) => [issue.path.map(String).join(".") || "input", issue.message]));
  throw new AppError("invalid_input", "The decision is not valid.", { fields });
}

/**
 * An admin approves or rejects a pending application with a reason (decision record 0040). In one
 * transaction, under a lock on the application: the status, the profile's free_for_ukraine (on
 * approval: billing's entitlements then give courses premium), the audit row and the email job.
 * The form's nonce is the audit row's unique key: a double submit is one decision (`replayed`).
 */
export async function decideApplication(
  admin: Admin,
  raw: DecisionInput,
  options: { db?: Database; now?: Date } = {},
): Promise<DecideResult> {
  const input = parse(raw);
  const now = options.now ?? new Date();
  return (options.db ?? getDb()).transaction(async (tx) => {
    const [application] = await tx.select().from(ukraineApplications).where(eq(ukraineApplications.id, input.applicationId)).for("update");
    if (!application) throw new AppError("not_found", "No such application.", { fields: { applicationId: "notFound" } });
    const [earlier] = await tx.select().from(ukraineAuditLog).where(eq(ukraineAuditLog.nonce, input.nonce));
    if (earlier) {
      if (earlier.applicationId !== application.id)
        throw new AppError("invalid_input", "This form was used already.", { fields: { nonce: "nonceInvalid" } });
      return { status: earlier.action === "approve" ? "APPROVED" : "REJECTED", replayed: true };
    }
    const result = decide(application.status, input.decision);
    if (!result.ok)
      throw new AppError("invalid_input", "The application is decided already.", { fields: { applicationId: "alreadyDecided" } });
    await tx
      .update(ukraineApplications)
      .set({ status: result.status, decidedAt: now, decidedBy: admin.id, decisionReason: input.reason })
      .where(eq(ukraineApplications.id, application.id));
    if (result.freeForUkraine) await setFreeForUkraine(application.userId, true, tx);
    await tx.insert(ukraineAuditLog).values({
      applicationId: application.id,
      userId: application.userId,
      adminId: admin.id,
      action: input.decision,
      reason: input.reason,
      nonce: input.nonce,
      details: { from: application.status, to: result.status, freeForUkraine: result.freeForUkraine },
      createdAt: now,
    });
    await queueDecisionEmail(tx, application.id);
    logger.info({ admin: admin.email, applicationId: application.id, status: result.status }, "free-for-Ukraine application decided");
    return { status: result.status as "APPROVED" | "REJECTED", replayed: false };
  });
}
