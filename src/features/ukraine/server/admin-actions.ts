"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { performAdminDecision, type AdminDecisionState } from "./perform-admin-action";

/** The queue's forms post here (admins only: checked inside, on every call). */
export async function runAdminDecision(_previous: AdminDecisionState, form: FormData): Promise<AdminDecisionState> {
  const state = await performAdminDecision(await headers(), form);
  // The queue shows the decision, the audit row and fresh nonces.
  if (state.status === "done") revalidatePath("/[locale]/admin/free-for-ukraine", "page");
  return state;
}
