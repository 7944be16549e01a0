"use client";

import { useActionState, type ReactNode } from "react";
import { runFlagAction, type FlagActionState } from "../server/admin-actions";

export interface FlagFormStrings {
  saved: string;
  failed: string;
  forbidden: string;
}

/**
 * A small admin form: posts to the flag action, shows what happened, and keeps what was typed
 * when it fails (`children` receives the submitted values to use as defaults).
 */
export function FlagActionForm({
  operation,
  flagKey,
  strings,
  className,
  children,
}: {
  operation: string;
  flagKey: string;
  strings: FlagFormStrings;
  className?: string;
  children: (values: Record<string, string> | undefined, fields: Record<string, string> | undefined) => ReactNode;
}) {
  const [state, action, isPending] = useActionState<FlagActionState, FormData>(runFlagAction, { status: "idle" });
  const message =
    state.status === "saved"
      ? strings.saved
      : state.status === "error"
        ? state.message === "forbidden"
          ? strings.forbidden
          : `${strings.failed} ${state.message ?? ""}`
        : "";
  return (
    <form action={action} className={className} aria-busy={isPending}>
      <input type="hidden" name="operation" value={operation} />
      <input type="hidden" name="flagKey" value={flagKey} />
      {children(state.status === "error" ? state.values : undefined, state.status === "error" ? state.fields : undefined)}
      <p role="status" className={state.status === "error" ? "text-sm text-red-700" : "text-sm text-green-800"}>
        {message}
        {state.fields
          ? ` ${Object.entries(state.fields)
              .map(([field, problem]) => `${field}: ${problem}`)
              .join("; ")}`
          : ""}
      </p>
    </form>
  );
}
