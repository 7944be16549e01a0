"use client";

import { useActionState } from "react";
import { APPLICATION_LIMITS } from "../model/application-fields";
import { runAdminDecision } from "../server/admin-actions";
import type { AdminDecisionState } from "../server/perform-admin-action";

export interface AdminDecisionStrings {
  label: string;
  reason: string;
  approve: string;
  reject: string;
  outcomes: Record<string, string>;
  errors: Record<string, string>;
}

/**
 * Approve or reject one pending application with a reason. The form carries the nonce it was
 * rendered with: a double submit is one decision (decision record 0040).
 */
export function AdminDecisionForm({
  applicationId,
  nonce,
  strings,
}: {
  applicationId: string;
  nonce: string;
  strings: AdminDecisionStrings;
}) {
  const [state, action, isPending] = useActionState<AdminDecisionState, FormData>(runAdminDecision, { status: "idle" });
  const message =
    state.status === "done"
      ? (strings.outcomes[state.code ?? ""] ?? "")
      : state.status === "error"
        ? (strings.errors[state.code ?? ""] ?? strings.errors.failed)
        : "";
  const button = "rounded-lg px-3 py-2 text-sm font-semibold text-white disabled:opacity-60";
  return (
    <form action={action} aria-label={strings.label} aria-busy={isPending} className="grid gap-2">
      <input type="hidden" name="applicationId" value={applicationId} />
      <input type="hidden" name="nonce" value={nonce} />
      <label className="text-sm font-semibold">
        {strings.reason}
        <textarea
          name="reason"
          required
          maxLength={APPLICATION_LIMITS.reasonMax}
          rows={2}
          className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
          defaultValue={state.status === "error" ? (state.values?.reason ?? "") : ""}
        />
      </label>
      <div className="flex gap-2">
        <button type="submit" name="decision" value="approve" disabled={isPending} className={`${button} bg-green-800 hover:bg-green-900`}>
          {strings.approve}
        </button>
        <button type="submit" name="decision" value="reject" disabled={isPending} className={`${button} bg-red-800 hover:bg-red-900`}>
          {strings.reject}
        </button>
      </div>
      <p role="status" className={state.status === "error" ? "text-sm text-red-700" : "text-sm text-green-800"}>
        {message}
      </p>
    </form>
  );
}
