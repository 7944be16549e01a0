import "server-only";
import { getSessionUser } from "@/features/auth/server";
import type { Database } from "@/lib/db";
import { logger } from "@/lib/logger";
import type { ApplicationField, ApplicationView } from "../model/application";
import { submitApplication } from "./submit-application";

export interface ApplyState {
  status: "idle" | "created" | "exists" | "closed" | "member" | "signed-out" | "invalid" | "failed";
  fields?: Partial<Record<ApplicationField, string>>;
  /** What was typed, so a failed save keeps it. */
  values?: Record<string, string>;
  application?: ApplicationView;
}

const FIELDS = ["situation", "city", "country", "note", "consent"] as const;

/** The application form's action: registered people only (from their session), the flag decides whether it is open. */
export async function performApply(
  headers: Headers,
  form: FormData,
  deps: { open: () => Promise<boolean>; locale: string; db?: Database },
): Promise<ApplyState> {
  const values = Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
  const input = { ...values, consent: form.get("consent") === "on" ? "on" : undefined };
  const user = await getSessionUser(headers);
  if (!user || user.isAnonymous) return { status: "signed-out", values };
  try {
    const result = await submitApplication(user.id, input, { open: await deps.open(), locale: deps.locale, db: deps.db });
    if (result.status === "invalid") return { status: "invalid", fields: result.fields, values };
    if (result.status === "closed" || result.status === "member") return { status: result.status, values };
    return { status: result.status, application: result.application };
  } catch (error) {
    logger.error({ err: error }, "free-for-Ukraine application failed");
    return { status: "failed", values };
  }
}
