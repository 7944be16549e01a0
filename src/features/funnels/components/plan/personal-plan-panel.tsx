import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { localizedPath, type Locale } from "@/lib/i18n";
import { loadSessionPlan, sessionCompletedALesson } from "../../server/plan-pages";
import { PlanView } from "./plan-view";

/**
 * /my-plan's personal plan (decision record 0033): the plan saved at the end of a funnel, its week
 * going on from the learner's next lesson, with its first lesson one button away until a lesson is
 * done (then My plan's next lesson leads on). Courses' page shows it through a slot. Without one,
 * the way to make it: /my-plan/start-onboarding, its funnel (decision record 0036).
 */
export async function PersonalPlanPanel({ locale }: { locale: Locale }) {
  const plan = await loadSessionPlan(locale);
  const t = await getTranslations({ locale, namespace: "personalPlan" });
  if (!plan)
    return (
      <section aria-labelledby="personal-plan-start" className="mb-8 rounded-3xl bg-brand-50 p-6" data-testid="personal-plan-start">
        <h2 id="personal-plan-start" className="text-xl font-bold text-ink">
          {t("noPlanTitle")}
        </h2>
        <p className="mt-2 text-gray-700">{t("noPlanText")}</p>
        <a className={buttonVariants({ className: "mt-5" })} href={localizedPath(locale, "/my-plan/start-onboarding")}>
          {t("noPlanStart")}
        </a>
      </section>
    );
  const started = await sessionCompletedALesson();
  return (
    <div className="mb-8 rounded-3xl bg-brand-50 p-4 sm:p-6" data-testid="personal-plan">
      <PlanView
        plan={plan}
        locale={locale}
        today={plan.week[0]!.day}
        idPrefix="personal-plan"
        actions={
          started || !plan.nextLesson ? null : (
            <a className={buttonVariants({ size: "lg" })} href={localizedPath(locale, `/course/lesson/${plan.nextLesson.id}`)}>
              {t("firstLesson")}
            </a>
          )
        }
      />
    </div>
  );
}
