"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { normalizeLocale } from "@/lib/i18n";
import { performApply, type ApplyState } from "./perform-apply";
import { isProgrammeOpen } from "./programme-open";

/** The application form posts here (the signed-in person applies for themselves). */
export async function applyForFreeForUkraine(_previous: ApplyState, form: FormData): Promise<ApplyState> {
  const locale = normalizeLocale(String(form.get("locale") ?? "")) ?? "en";
  const state = await performApply(await headers(), form, { open: isProgrammeOpen, locale });
  if (state.status === "created") revalidatePath("/[locale]/profile", "page");
  return state;
}
