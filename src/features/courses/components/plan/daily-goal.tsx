import { getTranslations } from "next-intl/server";
import { SubmitButton } from "@/components/ui/submit-button";
import type { Locale } from "@/lib/i18n";
import { DAILY_GOAL_MINUTES, type MyPlan } from "../../model/plan";
import { chooseDailyGoalForm } from "../../server/plan-actions";
import { GoalRing } from "./goal-ring";

/** The daily goal on the plan: today's ring and the choice of 5/10/15/20 minutes (a plain form). Only with the `daily_goal` flag. */
export async function DailyGoal({ locale, plan, saved }: { locale: Locale; plan: MyPlan; saved: boolean }) {
  const t = await getTranslations({ locale, namespace: "dailyGoal" });
  const tSettings = await getTranslations({ locale, namespace: "settings" });
  const { minutes, seconds } = plan.dailyGoal;
  const done = Math.floor(seconds / 60);
  return (
    <section
      id="daily-goal"
      aria-labelledby="daily-goal-title"
      className="scroll-mt-20 rounded-2xl border border-gray-200 bg-white p-5 sm:p-6"
    >
      <h2 id="daily-goal-title" className="text-lg font-bold text-ink">
        {t("heading")}
      </h2>
      {minutes ? (
        <div className="mt-3 flex items-center gap-4">
          <GoalRing seconds={seconds} minutes={minutes} size={72} label={t("progress", { done, goal: minutes })} />
          <p className="text-gray-700">
            {seconds >= minutes * 60 ? <strong className="block text-green-800">{t("reached")}</strong> : null}
            {t("progress", { done, goal: minutes })}
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-gray-700">{t("explain")}</p>
      )}
      {saved ? (
        <p role="status" className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          {t("saved")}
        </p>
      ) : null}
      <form action={chooseDailyGoalForm} className="mt-4">
        <input type="hidden" name="locale" value={locale} />
        <fieldset>
          <legend className="text-sm font-medium text-ink">{t("choose")}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[...DAILY_GOAL_MINUTES, null].map((option) => (
              <label
                key={option ?? "none"}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-gray-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold"
              >
                <input
                  type="radio"
                  name="minutes"
                  value={option ?? "none"}
                  defaultChecked={option === minutes}
                  className="accent-brand-600"
                />
                {option ? t("option", { count: option }) : t("none")}
              </label>
            ))}
          </div>
        </fieldset>
        <SubmitButton size="sm" className="mt-3" pendingLabel={tSettings("saving")}>
          {t("save")}
        </SubmitButton>
      </form>
    </section>
  );
}

/** The small ring for the learning pages' header bar: "7 of 10 minutes today". */
export async function HeaderGoalRing({ locale, plan }: { locale: Locale; plan: Pick<MyPlan, "dailyGoal"> }) {
  const { minutes, seconds } = plan.dailyGoal;
  if (!minutes) return null;
  const t = await getTranslations({ locale, namespace: "dailyGoal" });
  const label = t("progress", { done: Math.floor(seconds / 60), goal: minutes });
  return (
    <a
      href={`/${locale}/my-plan#daily-goal`}
      className="flex items-center gap-2 rounded-lg px-2 py-1 text-sm font-medium text-ink hover:bg-gray-100"
      data-header-goal
    >
      <GoalRing seconds={seconds} minutes={minutes} label={label} />
      <span className="hidden sm:inline" aria-hidden="true">
        {t("short", { done: Math.floor(seconds / 60), goal: minutes })}
      </span>
    </a>
  );
}
