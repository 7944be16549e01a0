"use client";

import { useActionState, type ReactNode } from "react";
import { runAdminBillingAction } from "../server/admin-billing-actions";
import type { AdminBillingActionState } from "../server/perform-admin-billing-action";

export interface AdminFormMessages {
  outcomes: Record<string, string>;
  errors: Record<string, string>;
}

/**
 * A billing admin form: posts to the admin action with its operation and the nonce it was
 * rendered with (a double submit is one operation), shows the outcome in the interface language
 * and keeps what was typed when it fails (`children` receives it).
 */
export function AdminBillingForm({
  operation,
  nonce,
  messages,
  label,
  submitLabel,
  className,
  children,
}: {
  operation: "refund" | "grant-credits";
  nonce: string;
  /** adminBilling.outcomes and adminBilling.errors, by code. */
  messages: AdminFormMessages;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  className?: string;
  children: (values: Record<string, string> | undefined) => ReactNode;
}) {
  const [state, action, isPending] = useActionState<AdminBillingActionState, FormData>(runAdminBillingAction, { status: "idle" });
  const message =
    state.status === "done"
      ? (messages.outcomes[state.code ?? ""] ?? "")
      : state.status === "error"
        ? (messages.errors[state.code ?? ""] ?? messages.errors.failed)
        : "";
  return (
    <form action={action} aria-label={label} aria-busy={isPending} className={className}>
      <input type="hidden" name="operation" value={operation} />
      <input type="hidden" name="nonce" value={nonce} />
      {children(state.status === "error" ? state.values : undefined)}
      <div>
        <button
          type="submit"
          disabled={isPending}
          className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {submitLabel}
        </button>
      </div>
      <p role="status" className={state.status === "error" ? "text-sm text-red-700" : "text-sm text-green-800"}>
        {message}
      </p>
    </form>
  );
}
