import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { localizedPath, type Locale } from "@/lib/i18n";
import { coursePaths } from "../course-paths";
import { calendarStatuses, weekOf } from "../../model/charts";
import { MAX_FREEZES_HELD, breakDays } from "../../model/streak";
import type { MyPlan } from "../../model/plan";
import { AchievementsNotice, type ShownAchievement } from "./achievements-notice";
import { DailyGoal } from "./daily-goal";
import { formatDay } from "./format";
import { PlanBreak, type BreakNotice } from "./plan-break";
import { WeekStrip } from "./week-strip";

export interface PlanNotices {
  break: BreakNotice | null;
  goalSaved: boolean;
}

function Card({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 ${className ?? ""}`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /my-plan: today's plan, the streak and its week, the daily goal, the planned break, new achievements. */
export async function MyPlanView({
  locale,
  plan,
  dailyGoalOn,
  notices,
  newAchievements,
}: {
  locale: Locale;
  plan: MyPlan;
  dailyGoalOn: boolean;
  notices: PlanNotices;
  newAchievements: ShownAchievement[];
}) {
  const t = await getTranslations({ locale, namespace: "myPlan" });
  const longDay = (day: string) => formatDay(locale, day, { weekday: "long", day: "numeric", month: "long" });
  const plannedDays = [plan.currentBreak, plan.upcomingBreak].flatMap((entry) => (entry ? breakDays(entry) : []));
  const week = weekOf(plan.today, calendarStatuses(plan.streak.days, plannedDays, plan.today));
  const courseMap = await getTranslations({ locale, namespace: "courseMap" });
  // A premium-locked next lesson leads where the course map leads it: what premium gives (and the free plan's limit), not a locked page.
  const paths = coursePaths(locale);
  const lessonHref = plan.nextLesson
    ? plan.nextLesson.premium
      ? paths.premium(plan.nextLesson.id)
      : paths.lesson(plan.nextLesson.id)
    : localizedPath(locale, "/course");
  const progressHref = localizedPath(locale, "/my-plan/progress");

  return (
    <div className="space-y-6">
      <AchievementsNotice locale={locale} achievements={newAchievements} allHref={`${progressHref}#achievements`} />

      {plan.currentBreak ? (
        <section aria-labelledby="on-break-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6" data-on-break>
          <h2 id="on-break-title" className="text-xl font-bold text-amber-950">
            {t("onBreakTitle", { last: longDay(plan.currentBreak.lastDay) })}
          </h2>
          <p className="mt-2 text-amber-950">{t("onBreakBody")}</p>
        </section>
      ) : null}

      {plan.isNew ? (
        <section aria-labelledby="welcome-title" className="rounded-2xl bg-brand-700 p-6 text-white sm:p-8" data-plan-empty>
          <h2 id="welcome-title" className="text-2xl font-extrabold">
            {t("newTitle")}
          </h2>
          <p className="mt-2 max-w-prose text-brand-50">{t("newBody")}</p>
          {plan.nextLesson ? (
            <p className="mt-2 font-semibold">
              {plan.nextLesson.title} — {plan.nextLesson.goal}
            </p>
          ) : null}
          <a href={lessonHref} className={buttonVariants({ variant: "inverse", size: "lg", className: "mt-5" })}>
            {t("startFirst")}
          </a>
        </section>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <Card id="next-lesson" title={t("nextLessonHeading")} className="md:col-span-2">
            {plan.nextLesson ? (
              <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="text-xl font-bold text-ink">{plan.nextLesson.title}</p>
                  <p className="mt-1 text-gray-700">{plan.nextLesson.goal}</p>
                  {plan.nextLesson.premium ? <p className="mt-1 text-sm font-semibold text-brand-700">{t("premiumLesson")}</p> : null}
                </div>
                <a
                  href={lessonHref}
                  className={buttonVariants({ size: "lg", className: "shrink-0" })}
                  data-next-lesson={plan.nextLesson.id}
                >
                  {plan.nextLesson.premium ? courseMap("seePremium") : plan.currentBreak ? t("startGently") : t("startLesson")}
                </a>
              </div>
            ) : (
              <p className="mt-3 text-gray-700">{t("allDone")}</p>
            )}
            <p className="mt-3 text-sm text-muted">{t("xpToday", { xp: plan.xpToday })}</p>
          </Card>
          <Card id="review" title={t("reviewHeading")}>
            <p className="mt-3 text-3xl font-extrabold text-ink tabular-nums" aria-hidden="true">
              {plan.review.due}
            </p>
            <p className="mt-1 text-gray-700">{t("reviewCount", { count: plan.review.due })}</p>
            <a href={localizedPath(locale, "/for-you")} className={buttonVariants({ variant: "secondary", size: "sm", className: "mt-4" })}>
              {t("reviewLink")}
            </a>
          </Card>
          <Card id="streak" title={t("streakHeading")}>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
              <div className="rounded-xl bg-brand-50 p-2">
                <dt className="text-xs font-medium text-gray-700">{t("streakCurrent")}</dt>
                <dd className="text-xl font-extrabold text-brand-800 tabular-nums sm:text-2xl" data-streak-current={plan.streak.current}>
                  {t("days", { count: plan.streak.current })}
                </dd>
              </div>
              <div className="rounded-xl bg-gray-50 p-2">
                <dt className="text-xs font-medium text-gray-700">{t("streakLongest")}</dt>
                <dd className="text-xl font-extrabold text-ink tabular-nums sm:text-2xl">{t("days", { count: plan.streak.longest })}</dd>
              </div>
              <div className="rounded-xl bg-sky-50 p-2">
                <dt className="text-xs font-medium text-gray-700">{t("freezes")}</dt>
                <dd className="text-xl font-extrabold text-sky-900 tabular-nums sm:text-2xl">
                  {t("freezesHeld", { count: plan.streak.freezesHeld, max: MAX_FREEZES_HELD })}
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-gray-700">{t("freezesExplain")}</p>
          </Card>
        </div>
      )}

      <section aria-labelledby="week-title" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
        <h2 id="week-title" className="text-lg font-bold text-ink">
          {t("weekHeading")}
        </h2>
        <div className="mt-3">
          <WeekStrip locale={locale} week={week} />
        </div>
        <a
          href={progressHref}
          className="mt-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t("progressLink")}
        </a>
      </section>

      {dailyGoalOn ? <DailyGoal locale={locale} plan={plan} saved={notices.goalSaved} /> : null}
      <PlanBreak locale={locale} plan={plan} notice={notices.break} />
    </div>
  );
}
