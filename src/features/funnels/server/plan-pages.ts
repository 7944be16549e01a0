import "server-only";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { getSessionUser } from "@/features/auth/server";
import { readLearnerTimeZone, readLessonMarks } from "@/features/courses/server";
import { localizedPath, type Locale, type Messages } from "@/lib/i18n";
import { loadMessages } from "@/lib/i18n/load-messages";
import { planView, type PlanViewData } from "../model/plan-view";
import { readPersonalPlan } from "./plan-store";

/** The `personalPlan` messages of a locale, for the PlanScreen's `texts` (its client formatter). */
export async function loadPlanTexts(locale: Locale): Promise<Messages> {
  return (await loadMessages(locale)).personalPlan as Messages;
}

/** The session person's personal plan as the pages show it (once per request), or null. */
export const loadSessionPlan = cache(async (locale: Locale, now: Date = new Date()): Promise<PlanViewData | null> => {
  const user = await getSessionUser(await headers());
  if (!user) return null;
  const plan = await readPersonalPlan({ userId: user.id, now, timeZone: await readLearnerTimeZone(user.id) });
  return plan && planView(plan, plan.funnel, locale);
});

/** Whether the session person has completed a lesson: the plan's "first lesson" button is for those who have not. */
export const sessionCompletedALesson = cache(async (): Promise<boolean> => {
  const user = await getSessionUser(await headers());
  if (!user) return false;
  return (await readLessonMarks(user.id)).some((mark) => mark.completedAt !== null);
});

/**
 * The paywall's personal headline, order and lesson from the stored plan (billing's `personal`
 * input): the plan's next lesson. Null without a plan, or when every lesson of it is done.
 */
export async function loadPaywallPersonalisation(locale: Locale) {
  const plan = await loadSessionPlan(locale);
  const lesson = plan?.nextLesson;
  if (!plan || !lesson) return null;
  const t = await getTranslations({ locale, namespace: "personalPlan" });
  return {
    title: t(`headline.${plan.goal ?? "none"}`),
    intro: t("paywallIntro", { minutes: plan.minutesPerDay, days: plan.daysPerWeek, lesson: lesson.title }),
    minutesPerDay: plan.minutesPerDay,
    firstLesson: { href: localizedPath(locale, `/course/lesson/${lesson.id}`), label: t("firstLesson") },
  };
}
