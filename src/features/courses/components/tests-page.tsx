import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { localizedPath, type Locale } from "@/lib/i18n";
import type { CourseId } from "../model/course-levels";
import type { CourseTestList, TestSummary } from "../server/course-tests";
import { ResultsOutboxFlush } from "./results-outbox-flush";

/** Where a test is taken. */
export const testPath = (testId: string) => `/tests/${testId}`;

/**
 * /tests (issue 13 item 7): per level, a checkpoint for each unit and the level test, with the
 * learner's best score, a passed badge and a start or retake link; says that passing a level test
 * opens the next level early. Rendered on the server from `listCourseTests`.
 */
export async function TestsPage({
  locale,
  list,
  courses,
}: {
  locale: Locale;
  list: CourseTestList;
  /** The courses with content, for the switch between them (shown when there are several). */
  courses: readonly CourseId[];
}) {
  const t = await getTranslations({ locale, namespace: "tests" });
  const percent = Math.round(list.passMark * 100);
  return (
    <Container className="py-8 sm:py-12">
      <ResultsOutboxFlush />
      <div className="mx-auto max-w-3xl space-y-8">
        <header className="space-y-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t("title")}</h1>
          <p className="text-lg text-gray-700">{t("intro", { percent })}</p>
          <p className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900">{t("levelTestOpens")}</p>
          {courses.length > 1 ? (
            <nav aria-label={t("courseSwitch")} className="flex flex-wrap gap-2">
              {courses.map((course) => (
                <a
                  key={course}
                  href={`${localizedPath(locale, "/tests")}?course=${course}`}
                  aria-current={course === list.course ? "page" : undefined}
                  className={buttonVariants({ variant: course === list.course ? "primary" : "secondary", size: "sm" })}
                >
                  {t(`course.${course}`)}
                </a>
              ))}
            </nav>
          ) : null}
        </header>
        {list.levels.length === 0 ? <p className="text-gray-700">{t("empty")}</p> : null}
        {list.levels.map(({ level, units, levelTest }, index) => {
          const next = list.levels[index + 1]?.level;
          return (
            <section key={level} aria-labelledby={`level-${level}`} className="space-y-3">
              <h2 id={`level-${level}`} className="text-2xl font-bold text-ink">
                {t("level", { level })}
              </h2>
              <ul className="space-y-3">
                {units.map((unit) => (
                  <TestCard key={unit.testId} locale={locale} test={unit} name={t("checkpoint", { unit: unit.title ?? "" })} />
                ))}
                <TestCard
                  locale={locale}
                  test={levelTest}
                  name={t("levelTest", { level })}
                  note={next ? t("opensNext", { level: next }) : undefined}
                  highlight
                />
              </ul>
            </section>
          );
        })}
      </div>
    </Container>
  );
}

async function TestCard({
  locale,
  test,
  name,
  note,
  highlight = false,
}: {
  locale: Locale;
  test: TestSummary;
  name: string;
  note?: string;
  highlight?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: "tests" });
  const { record } = test;
  return (
    <li
      className={`flex flex-col gap-3 rounded-2xl border p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between ${highlight ? "border-brand-300 bg-brand-50" : "border-gray-200 bg-white"}`}
      data-testid={`test-${test.testId}`}
    >
      <div className="min-w-0 space-y-1">
        <h3 className="text-lg font-semibold text-ink">{name}</h3>
        <p className="text-sm text-gray-700">
          {t("exercises", { count: test.exercises })}
          {note ? <> · {note}</> : null}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
          {record ? (
            <>
              <span>{t("best", { score: record.bestScore })}</span>
              <span aria-hidden="true">·</span>
              <span>{t("attempts", { count: record.attempts })}</span>
              {record.passed ? (
                <span className="rounded-full bg-green-100 px-2.5 py-0.5 font-semibold text-green-900">{t("passed")}</span>
              ) : (
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-950">{t("notPassed")}</span>
              )}
            </>
          ) : (
            <span>{t("notTaken")}</span>
          )}
        </p>
      </div>
      <a
        href={localizedPath(locale, testPath(test.testId))}
        className={buttonVariants({
          variant: record ? "secondary" : "primary",
          size: "sm",
          className: "shrink-0 self-start sm:self-center",
        })}
      >
        {record ? t("retake") : t("start")}
        <span className="sr-only">: {name}</span>
      </a>
    </li>
  );
}
