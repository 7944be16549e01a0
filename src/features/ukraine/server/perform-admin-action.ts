import "server-only";
import { getAdminUser } from "@/features/auth/server";
import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { decideApplication } from "./decide-application";

export interface AdminDecisionState {
  status: "idle" | "done" | "error";
  /** A message id under adminFreeForUkraine.outcomes (done) or adminFreeForUkraine.errors (error). */
  code?: string;
  /** What was typed, so a failed form keeps it. */
  values?: Record<string, string>;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The queue's decision forms: the admin role is checked on every call (anyone else: "forbidden", nothing runs). */
export async function performAdminDecision(
  headers: Headers,
  form: FormData,
  deps: { db?: Database; now?: Date } = {},
): Promise<AdminDecisionState> {
  const values = { reason: text(form, "reason") };
  const admin = await getAdminUser(headers);
  if (!admin) return { status: "error", code: "forbidden" };
  try {
    const result = await decideApplication(
      admin,
      {
        applicationId: text(form, "applicationId"),
        decision: text(form, "decision") as "approve",
        reason: text(form, "reason"),
        nonce: text(form, "nonce"),
      },
      deps,
    );
    const code = result.status === "APPROVED" ? "approved" : "rejected";
    return { status: "done", code: result.replayed ? `${code}Replayed` : code };
  } catch (error) {
    if (error instanceof AppError) {
      const [, code] = Object.entries(error.details?.fields ?? {})[0] ?? ["", "failed"];
      return { status: "error", code, values };
    }
    logger.error({ err: error }, "free-for-Ukraine decision failed");
    return { status: "error", code: "failed", values };
  }
}
