import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n";
import { paceBars, type PlanViewData } from "../../model/plan-view";
import { PaceChart } from "./pace-chart";

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const longDate = (locale: Locale, day: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(dateOf(day));
const weekday = (locale: Locale, day: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(dateOf(day));

function Card({ title, headingId, level, children }: { title: string; headingId: string; level: 2 | 3; children: ReactNode }) {
  const CardHeading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <CardHeading id={headingId} className="text-lg font-bold text-ink">
        {title}
      </CardHeading>
      <div className="mt-3 text-gray-800">{children}</div>
    </section>
  );
}

/**
 * The personal plan (decision record 0033): the goal as the headline, where the learner starts (or
 * their next lesson once they have gone on), the daily goal, the week (today's completed lessons
 * marked done) and the next-level estimate with its chart, naming whose published hours it uses.
 * Renders on the server (the /my-plan panel) and in the browser (the funnel's reveal) from the
 * same data and messages.
 */
export function PlanView({
  plan,
  locale,
  today,
  idPrefix = "plan",
  headingLevel = 2,
  actions,
}: {
  plan: PlanViewData;
  locale: Locale;
  /** The learner's local day the week starts on (the estimate's bars are counted from it). */
  today: string;
  idPrefix?: string;
  headingLevel?: 1 | 2;
  actions?: ReactNode;
}) {
  const t = useTranslations("personalPlan");
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const cardLevel = headingLevel === 1 ? 2 : 3;
  const { estimate, nextLesson } = plan;
  /** The learner has gone on from the lesson the plan opened at (or done them all): the card shows the next one. */
  const isOnward = nextLesson?.id !== plan.startLesson.id;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <article aria-labelledby={id("title")} className="space-y-5">
      <header className="space-y-2">
        <Heading id={id("title")} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-ink outline-none sm:text-3xl">
          {t(`headline.${plan.goal ?? "none"}`)}
        </Heading>
        <p className="text-gray-700">
          {t("summary", { course: t(`courseName.${plan.course}`), level: plan.level, minutes: plan.minutesPerDay, days: plan.daysPerWeek })}
        </p>
        {plan.assumed.length > 0 ? <p className="text-sm text-gray-700">{t("assumed")}</p> : null}
      </header>

      <div className="grid gap-4 sm:grid-cols-2">
        <Card level={cardLevel} title={isOnward ? t("nextTitle") : t("startTitle")} headingId={id("start")}>
          <p className="font-semibold" data-testid="plan-start-lesson">
            {nextLesson ? t("startLesson", { level: nextLesson.level, lesson: nextLesson.title }) : t("allDone")}
          </p>
          {plan.startLevel !== plan.level ? (
            <p className="mt-2 text-sm">{t("startLower", { level: plan.level, start: plan.startLevel })}</p>
          ) : null}
        </Card>
        <Card level={cardLevel} title={t("dailyGoalTitle")} headingId={id("goal")}>
          <p className="text-2xl font-bold text-brand-700">{t("dailyGoal", { minutes: plan.dailyGoal })}</p>
          <p className="mt-1 text-sm">{t("daysPerWeek", { days: plan.daysPerWeek })}</p>
        </Card>
      </div>

      <Card level={cardLevel} title={t("weekTitle")} headingId={id("week")}>
        <ol className="divide-y divide-gray-100" data-testid="plan-week">
          {plan.week.map((day) => (
            <li key={day.day} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-baseline sm:gap-4">
              <span className="w-32 shrink-0 font-semibold text-ink">{weekday(locale, day.day)}</span>
              {day.study ? (
                <span className="min-w-0 flex-1">
                  {[
                    ...day.lessons.map((lesson) => (lesson.done ? t("lessonDone", { lesson: lesson.title }) : lesson.title)),
                    ...(day.reviews > 0 ? [t("reviews", { count: day.reviews })] : []),
                  ].join(" · ")}
                  <span className="ml-2 whitespace-nowrap text-sm text-gray-600">{t("dayMinutes", { minutes: day.minutes })}</span>
                </span>
              ) : (
                <span className="text-gray-600">{t("restDay")}</span>
              )}
            </li>
          ))}
        </ol>
      </Card>

      {estimate ? (
        <Card level={cardLevel} title={t("estimateTitle", { level: estimate.nextLevel })} headingId={id("estimate")}>
          <p className="font-semibold" data-testid="plan-estimate">
            {t("estimate", { minutes: estimate.minutesPerWeek, weeks: estimate.weeks, date: longDate(locale, estimate.reachBy) })}
          </p>
          {estimate.weeksRange[0] !== estimate.weeksRange[1] ? (
            <p className="mt-1 text-sm">{t("estimateRange", { fastest: estimate.weeksRange[0], slowest: estimate.weeksRange[1] })}</p>
          ) : null}
          <PaceChart
            title={t("chartTitle", { level: estimate.nextLevel })}
            you={t("chartYou")}
            bars={paceBars(plan, today).map((bar) => ({
              ...bar,
              label: t("chartBar", { minutes: bar.minutesPerDay, weeks: bar.weeks, date: longDate(locale, bar.reachBy) }),
            }))}
            idPrefix={id("chart")}
          />
          <p className="mt-3 text-sm text-gray-700">
            {t(`estimateNote.${estimate.sourceId}`, { hours: estimate.hoursNeeded, level: estimate.level, next: estimate.nextLevel })}{" "}
            <a className="font-semibold text-brand-700 underline" href={estimate.source} rel="noopener noreferrer" target="_blank">
              {t(`estimateSource.${estimate.sourceId}`)}
            </a>
          </p>
        </Card>
      ) : null}
      {actions}
    </article>
  );
}
