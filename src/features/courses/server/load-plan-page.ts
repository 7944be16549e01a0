import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getSessionUser } from "@/features/auth/server";
import { loadEntitlements } from "@/features/billing/server";
import { getRequestFlags } from "@/features/growth/server";
import type { Locale } from "@/lib/i18n";
import type { MyPlan } from "../model/plan";
import { readMyPlan } from "./read-my-plan";

export type PlanPage = { status: "signed-out" } | { status: "ok"; userId: string; plan: MyPlan; dailyGoalOn: boolean };

/**
 * What the plan pages (and their header bar) render from, read once per request: the session's
 * person, their plan, and whether the `daily_goal` flag is on for them.
 */
export const loadPlanPage = cache(async (locale: Locale, now: Date = new Date()): Promise<PlanPage> => {
  const user = await getSessionUser(await headers());
  if (!user) return { status: "signed-out" };
  const [entitlements, flags] = await Promise.all([loadEntitlements(user.id), getRequestFlags()]);
  const plan = await readMyPlan({ userId: user.id, tier: entitlements.coursesTier, now, locale });
  return { status: "ok", userId: user.id, plan, dailyGoalOn: flags.values.daily_goal === true };
});
