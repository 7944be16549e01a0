"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/features/auth/server";
import { getRequestFlags } from "@/features/growth/server";
import { localizedPath, normalizeLocale } from "@/lib/i18n";
import { isDailyGoalMinutes } from "../model/plan";
import { markAchievementsSeen } from "./achievements-store";
import { announceBreak, cancelComingBreak, chooseDailyGoal } from "./plan-writes";
import { readMyPlan } from "./read-my-plan";

/**
 * The plan page's forms post here (plain forms: they work before any script has loaded). Each
 * acts for the session's person only and sends the browser back to the plan, saying what happened.
 */

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

async function sessionUserId(): Promise<string> {
  const user = await getSessionUser(await headers());
  return user?.id ?? "";
}

function back(form: FormData, query: string, anchor: string): never {
  const locale = normalizeLocale(text(form, "locale")) ?? "en";
  // The plan pages and their learning bar (the goal's ring) render again, with scripts or without.
  revalidatePath("/[locale]/(app)/my-plan", "layout");
  const target = text(form, "from") === "progress" ? "/my-plan/progress" : "/my-plan";
  redirect(`${localizedPath(locale, target)}${query ? `?${query}` : ""}#${anchor}`);
}

/** The zone the plan was read in (the page's hidden field), else the learner's latest one. */
async function zoneFor(userId: string, form: FormData, now: Date): Promise<string> {
  const given = text(form, "timeZone");
  if (given) return given;
  return (await readMyPlan({ userId, tier: "free", now, locale: "en" })).timeZone;
}

export async function announceBreakForm(form: FormData): Promise<void> {
  const userId = await sessionUserId();
  if (!userId) back(form, "", "break");
  const now = new Date();
  const result = await announceBreak(
    userId,
    { firstDay: text(form, "firstDay"), days: Number(text(form, "days")), timeZone: await zoneFor(userId, form, now) },
    now,
  );
  back(form, result.status === "ok" ? "break=announced" : `breakProblem=${result.problem}`, "break");
}

export async function cancelBreakForm(form: FormData): Promise<void> {
  const userId = await sessionUserId();
  if (!userId) back(form, "", "break");
  const now = new Date();
  const canceled = await cancelComingBreak(userId, text(form, "breakId"), now, await zoneFor(userId, form, now));
  back(form, canceled ? "break=canceled" : "breakProblem=not-found", "break");
}

export async function chooseDailyGoalForm(form: FormData): Promise<void> {
  const userId = await sessionUserId();
  const minutes = Number(text(form, "minutes"));
  const flags = await getRequestFlags();
  if (userId && flags.values.daily_goal && (isDailyGoalMinutes(minutes) || text(form, "minutes") === "none")) {
    await chooseDailyGoal(userId, isDailyGoalMinutes(minutes) ? minutes : null, new Date());
    back(form, "goal=saved", "daily-goal");
  }
  back(form, "", "daily-goal");
}

export async function dismissAchievementsForm(form: FormData): Promise<void> {
  const userId = await sessionUserId();
  if (userId) await markAchievementsSeen(userId, form.getAll("achievement").map(String), new Date());
  back(form, "achievements=seen", "achievements");
}
