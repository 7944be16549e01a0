import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { localizedPath, type Locale } from "@/lib/i18n";
import { loadPlanPage } from "../../server/load-plan-page";
import { HeaderGoalRing } from "./daily-goal";

/**
 * The learning bar under the site header on the plan pages: the plan's links and, with the
 * `daily_goal` flag and a goal chosen, today's ring. Server-rendered (the site header itself is
 * shared with the cached public pages, so the personal ring lives here).
 */
export async function PlanHeaderBar({ locale }: { locale: Locale }) {
  const page = await loadPlanPage(locale);
  if (page.status !== "ok") return null;
  const t = await getTranslations({ locale, namespace: "myPlan" });
  return (
    <div className="border-b border-gray-200 bg-gray-50" data-learning-bar>
      <Container className="flex min-h-12 items-center justify-between gap-2">
        <nav aria-label={t("barNavigation")}>
          <ul className="flex items-center gap-1 text-sm font-medium">
            <li>
              <a href={localizedPath(locale, "/my-plan")} className="rounded-lg px-2 py-1 text-ink hover:bg-gray-100">
                {t("title")}
              </a>
            </li>
            <li>
              <a href={localizedPath(locale, "/my-plan/progress")} className="rounded-lg px-2 py-1 text-ink hover:bg-gray-100">
                {t("progressTitle")}
              </a>
            </li>
          </ul>
        </nav>
        {page.dailyGoalOn ? <HeaderGoalRing locale={locale} plan={page.plan} /> : null}
      </Container>
    </div>
  );
}
