import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n";
import { calendarStatuses } from "../../model/charts";
import type { MyPlan, MyProgress } from "../../model/plan";
import { breakDays } from "../../model/streak";
import { formatDay } from "./format";
import { StreakCalendar } from "./streak-calendar";
import { WordsChart } from "./words-chart";
import { XpChart } from "./xp-chart";

export interface ListedAchievement {
  id: string;
  title: string;
  description: string;
  earnedAt: string | null;
  icon: ReactNode;
}

/** /my-plan/progress: totals, XP per day, words learned, the streak calendar and every achievement. */
export async function ProgressView({
  locale,
  plan,
  progress,
  achievements,
}: {
  locale: Locale;
  plan: MyPlan;
  progress: MyProgress;
  achievements: ListedAchievement[];
}) {
  const t = await getTranslations({ locale, namespace: "myPlan" });
  const plannedDays = [plan.currentBreak, plan.upcomingBreak].flatMap((entry) => (entry ? breakDays(entry) : []));
  const statuses = calendarStatuses(plan.streak.days, plannedDays, plan.today);
  const totals = [
    [t("totalXp"), progress.totalXp],
    [t("wordsLearned"), progress.wordsLearned],
    [t("lessonsCompleted"), progress.lessonsCompleted],
    [t("streakCurrent"), t("days", { count: plan.streak.current })],
  ] as const;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {totals.map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-gray-200 bg-white p-4">
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <XpChart locale={locale} days={progress.xpByDay} today={progress.today} />
      <WordsChart locale={locale} days={progress.wordsByDay} />
      <StreakCalendar locale={locale} today={plan.today} statuses={statuses} />
      <section
        id="achievements"
        aria-labelledby="achievements-title"
        className="scroll-mt-20 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6"
      >
        <h2 id="achievements-title" className="text-lg font-bold text-ink">
          {t("achievementsTitle")}
        </h2>
        {achievements.length === 0 ? <p className="mt-2 text-sm text-gray-700">{t("achievementsNone")}</p> : null}
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {achievements.map((achievement) => (
            <li
              key={achievement.id}
              className={`flex items-start gap-3 rounded-xl border p-3 ${achievement.earnedAt ? "border-accent-400 bg-amber-50" : "border-gray-200 bg-gray-50"}`}
              data-achievement-id={achievement.id}
              data-earned={achievement.earnedAt ? "true" : "false"}
            >
              <span
                className={`flex size-11 shrink-0 items-center justify-center rounded-full ${achievement.earnedAt ? "bg-accent-400 text-ink" : "bg-gray-200 text-gray-600"}`}
              >
                {achievement.icon}
              </span>
              <span>
                <strong className="block text-ink">{achievement.title}</strong>
                <span className="block text-sm text-gray-700">{achievement.description}</span>
                <span className="mt-1 block text-xs font-medium text-gray-700">
                  {achievement.earnedAt
                    ? t("achievementEarnedOn", {
                        date: formatDay(locale, achievement.earnedAt.slice(0, 10), { day: "numeric", month: "long", year: "numeric" }),
                      })
                    : t("achievementLocked")}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
