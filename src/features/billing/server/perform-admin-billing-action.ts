import "server-only";
import { getAdminUser } from "@/features/auth/server";
import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { grantCreditsAsAdmin } from "./grant-credits-as-admin";
import type { PaymentProvider } from "./providers/payment-provider";
import { refundPayment } from "./refund-payment";

/** Every operation the billing admin's forms post (the authorization test walks this list). */
export const ADMIN_BILLING_OPERATIONS = ["refund", "grant-credits"] as const;
export type AdminBillingOperation = (typeof ADMIN_BILLING_OPERATIONS)[number];

export interface AdminBillingActionState {
  status: "idle" | "done" | "error";
  /** A message key under adminBilling.outcomes (done) or adminBilling.errors (error). */
  code?: string;
  /** The field the error is about. */
  field?: string;
  /** What was submitted, so a failed form keeps it. */
  values?: Record<string, string>;
}

export interface AdminBillingDeps {
  provider?: PaymentProvider;
  db?: Database;
  now?: Date;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/**
 * One entry point for the billing admin's forms: the admin role is checked on the server for
 * every call (anyone else gets "forbidden" and nothing happens), then the operation runs.
 */
export async function performAdminBillingAction(
  headers: Headers,
  form: FormData,
  deps: AdminBillingDeps = {},
): Promise<AdminBillingActionState> {
  const values = Object.fromEntries(
    [...form.entries()].filter(([key]) => !key.startsWith("$")).map(([key, value]) => [key, String(value)]),
  );
  const admin = await getAdminUser(headers);
  if (!admin) return { status: "error", code: "forbidden" };
  const operation = text(form, "operation");
  try {
    switch (operation as AdminBillingOperation) {
      case "refund": {
        const result = await refundPayment(
          admin,
          {
            paymentId: text(form, "paymentId"),
            amount: text(form, "amount"),
            reason: text(form, "reason"),
            nonce: text(form, "nonce"),
            cancelSubscription: form.get("cancelSubscription") === "on",
          },
          deps,
        );
        const code = result.cancelFailed
          ? "refundedCancelFailed"
          : result.status === "pending"
            ? "refundPending"
            : result.replayed
              ? "refundReplayed"
              : "refunded";
        return { status: "done", code };
      }
      case "grant-credits": {
        const granted = await grantCreditsAsAdmin(
          admin,
          {
            userId: text(form, "userId"),
            amount: text(form, "amount"),
            months: text(form, "months"),
            reason: text(form, "reason"),
            nonce: text(form, "nonce"),
          },
          deps,
        );
        return { status: "done", code: granted.replayed ? "grantReplayed" : "granted" };
      }
      default:
        return { status: "error", code: "unknownOperation", values };
    }
  } catch (error) {
    if (error instanceof AppError) {
      const [field, code] = Object.entries(error.details?.fields ?? {})[0] ?? ["", "failed"];
      return { status: "error", code, field, values };
    }
    logger.error({ err: error, operation }, "billing administration failed");
    return { status: "error", code: "failed", values };
  }
}
