"use server";

import { headers } from "next/headers";
import { getSessionUser } from "@/features/auth/server";
import { isFreeForUkraine } from "@/features/profile/server";
import type { ApplicationView } from "../model/application-fields";
import { canApply, type ApplyGate } from "../model/decision";
import { readLatestApplication } from "./application-store";
import { isProgrammeOpen } from "./programme-open";

/** What the programme page shows the person asking: a sign-in prompt, or their application and whether they may apply. */
export type ApplicationAreaState = { signedIn: false } | { signedIn: true; latest: ApplicationView | null; gate: ApplyGate };

/**
 * The programme page is the same for everyone (public, cached, in the sitemaps: decision record
 * 0040); its application area asks here, with the visitor's own session, once it is in the browser.
 * It only reads: the person's own latest application, the programme's flag and their profile's free_for_ukraine.
 */
export async function readApplicationArea(): Promise<ApplicationAreaState> {
  const user = await getSessionUser(await headers());
  if (!user || user.isAnonymous) return { signedIn: false };
  const [latest, open, hasProgramme] = await Promise.all([readLatestApplication(user.id), isProgrammeOpen(), isFreeForUkraine(user.id)]);
  return { signedIn: true, latest, gate: canApply(latest?.status ?? null, open, hasProgramme) };
}
