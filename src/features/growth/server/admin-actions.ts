"use server";

import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { purgeSharedPageCache } from "@/lib/http/page-cache-purge";
import { getAdminUser } from "@/features/auth/server";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { addForceRule, clearFlagOverride, deleteRule, setFlagOverride, startExperiment, stopExperiment } from "./manage-flags";

export interface FlagActionState {
  status: "idle" | "saved" | "error";
  message?: string;
  fields?: Record<string, string>;
  /** What was submitted, so a failed save keeps it in the form. */
  values?: Record<string, string>;
}

function parseJsonField(form: FormData, name: string, fallback?: unknown): unknown {
  const raw = String(form.get(name) ?? "").trim();
  if (raw === "") {
    if (fallback !== undefined) return fallback;
    throw new AppError("invalid_input", "Required.", { fields: { [name]: "required" } });
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError("invalid_input", "Not valid JSON.", { fields: { [name]: "not valid JSON" } });
  }
}

/** One entry point for every flag form: checks the admin role, runs the operation, reports. */
export async function runFlagAction(_previous: FlagActionState, form: FormData): Promise<FlagActionState> {
  const values = Object.fromEntries([...form.entries()].filter(([key]) => !key.startsWith("$")).map(([k, v]) => [k, String(v)]));
  const admin = await getAdminUser(await headers());
  if (!admin) return { status: "error", message: "forbidden", values };
  const operation = String(form.get("operation"));
  const flagKey = String(form.get("flagKey") ?? "");
  try {
    switch (operation) {
      case "set-override":
        await setFlagOverride({ flagKey, value: parseJsonField(form, "value") }, admin.email);
        break;
      case "clear-override":
        await clearFlagOverride(flagKey);
        break;
      case "add-rule":
        await addForceRule(
          { flagKey, condition: parseJsonField(form, "condition", null), value: parseJsonField(form, "value") },
          admin.email,
        );
        break;
      case "delete-rule":
        await deleteRule(String(form.get("ruleId") ?? ""));
        break;
      case "start-experiment": {
        const weights = String(form.get("weights") ?? "").trim();
        await startExperiment(
          {
            flagKey,
            experimentKey: String(form.get("experimentKey") ?? "").trim(),
            variations: parseJsonField(form, "variations"),
            ...(weights ? { weights: weights.split(",").map((w) => Number(w.trim())) } : {}),
            coverage: Number(form.get("coverage") ?? 1),
            hashAttribute: String(form.get("hashAttribute") ?? "device_id"),
            condition: parseJsonField(form, "condition", null),
          },
          admin.email,
        );
        break;
      }
      case "stop-experiment":
        await stopExperiment(String(form.get("experimentKey") ?? ""));
        break;
      default:
        return { status: "error", message: "unknown operation", values };
    }
  } catch (error) {
    if (error instanceof AppError) return { status: "error", message: error.message, fields: error.details?.fields, values };
    logger.error({ err: error }, "flag administration failed");
    return { status: "error", message: "internal", values };
  }
  logger.info({ admin: admin.email, operation, flagKey }, "flag changed");
  // Every page renders with the flags: regenerate them on this instance now (others within 60 s),
  // and forget the pages the shared page cache keeps.
  revalidatePath("/", "layout");
  purgeSharedPageCache();
  return { status: "saved" };
}
