import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { localizedPath, type Locale } from "@/lib/i18n";
import { loadSessionPlan } from "../../server/plan-pages";
import { PlanView } from "./plan-view";

/**
 * /my-plan's personal plan (decision record 0033): the plan saved at the end of a funnel, with its
 * first lesson one button away. Courses' page shows it through a slot; nothing when there is none.
 */
export async function PersonalPlanPanel({ locale }: { locale: Locale }) {
  const plan = await loadSessionPlan(locale);
  if (!plan) return null;
  const t = await getTranslations({ locale, namespace: "personalPlan" });
  return (
    <div className="mb-8 rounded-3xl bg-brand-50 p-4 sm:p-6" data-testid="personal-plan">
      <PlanView
        plan={plan}
        locale={locale}
        today={plan.week[0]!.day}
        idPrefix="personal-plan"
        actions={
          <a className={buttonVariants({ size: "lg" })} href={localizedPath(locale, `/course/lesson/${plan.startLesson.id}`)}>
            {t("firstLesson")}
          </a>
        }
      />
    </div>
  );
}
