"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { performAdminBillingAction, type AdminBillingActionState } from "./perform-admin-billing-action";

/** The billing admin's forms post here (admins only: checked inside, on every call). */
export async function runAdminBillingAction(_previous: AdminBillingActionState, form: FormData): Promise<AdminBillingActionState> {
  const state = await performAdminBillingAction(await headers(), form);
  // The page shows the new balance, refunded amounts and audit rows (and a fresh form nonce).
  if (state.status === "done") revalidatePath("/[locale]/admin/billing", "page");
  return state;
}
