import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { localizedPath, type Locale } from "@/lib/i18n";
import type { CourseId } from "../model/course-levels";
import type { CourseMapView, MapLesson, MapLevel, MapTestResult, MapUnit, Prerequisite as PrerequisiteOf } from "../model/course-map";
import { StatusIcon } from "./course-map-icons";
import { coursePaths } from "./course-paths";
import { ResultsOutboxFlush } from "./results-outbox-flush";

type T = Awaited<ReturnType<typeof getTranslations<"courseMap">>>;
/** The tests page's words: a test's result reads the same on the map as on /tests. */
type TestsT = Awaited<ReturnType<typeof getTranslations<"tests">>>;

/**
 * The course map (/course, decision record 0027): levels → units → lessons with their state, the
 * next lesson as the one big button, the unit checkpoints and level tests with the learner's result
 * (passed, or the best score so far). Server-rendered: only the open level's units and lessons are
 * in the page; every other level is one link that opens it (`?level=b1`, decision record 0034), so
 * the page stays small however far the learner got. Its only JavaScript sends results queued
 * offline (ResultsOutboxFlush).
 */
export async function CourseMapPage({
  locale,
  view,
  courses,
  requestedCourse,
}: {
  locale: Locale;
  view: CourseMapView;
  courses: CourseId[];
  /** The `?course=` the page was asked for, kept in the levels' links. */
  requestedCourse: CourseId | null;
}) {
  const t = await getTranslations({ locale, namespace: "courseMap" });
  const tests = await getTranslations({ locale, namespace: "tests" });
  const paths = coursePaths(locale);
  const levelHref = (level: MapLevel["level"]) => paths.courseLevel(level, requestedCourse);
  const percent = view.total > 0 ? Math.round((view.done / view.total) * 100) : 0;

  return (
    <Container className="py-8 sm:py-12">
      <ResultsOutboxFlush />
      <div className="mx-auto max-w-3xl space-y-8">
        <header className="space-y-4">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t(`courseName.${view.course}`)}</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t("title")}</h1>
          <p className="text-gray-700">{t("intro")}</p>
          {view.done === 0 ? (
            // Before the first lesson: the funnel that finds where to start (decision record 0036).
            <p>
              <a
                href={localizedPath(locale, "/courses-onboarding")}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {t("findStart")}
              </a>
            </p>
          ) : null}
          {courses.length > 0 ? (
            <nav aria-label={t("switcherLabel")}>
              <ul className="flex flex-wrap gap-2">
                {courses.map((course) => (
                  <li key={course}>
                    <a
                      href={`${paths.course}?course=${course}`}
                      aria-current={course === view.course ? "page" : undefined}
                      className={
                        course === view.course
                          ? "inline-flex rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
                          : "inline-flex rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-gray-100"
                      }
                    >
                      {t(`courseName.${course}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {view.total > 0 ? (
            <div className="space-y-1">
              <p className="text-sm font-medium text-gray-700">{t("progress", { done: view.done, total: view.total })}</p>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-gray-200">
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
              </div>
            </div>
          ) : null}
        </header>

        <NextCard t={t} view={view} paths={paths} />

        {view.levels.length > 0 ? (
          <ol className="space-y-4" aria-label={t("title")}>
            {view.levels.map((level) => (
              <li key={level.level}>
                {level.isOpen ? (
                  <LevelSection t={t} tests={tests} level={level} paths={paths} />
                ) : (
                  <FoldedLevel t={t} level={level} href={levelHref(level.level)} />
                )}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </Container>
  );
}

type Paths = ReturnType<typeof coursePaths>;

function NextCard({ t, view, paths }: { t: T; view: CourseMapView; paths: Paths }) {
  const card = "rounded-2xl p-5 sm:p-6";
  if (view.next) {
    const { lesson, unitTitle, level } = view.next;
    return (
      <section aria-labelledby="course-next" className={`${card} bg-brand-700 text-white shadow-lg`}>
        <h2 id="course-next" className="text-sm font-semibold uppercase tracking-wide text-brand-100">
          {t("nextHeading")}
        </h2>
        <p className="mt-2 text-sm text-brand-100">{t("nextWhere", { level, unit: unitTitle })}</p>
        <p className="mt-1 text-2xl font-bold">{lesson.title}</p>
        <p className="mt-1 text-brand-50">{lesson.goal}</p>
        <a
          href={paths.lesson(lesson.id)}
          data-next-lesson={lesson.id}
          className={buttonVariants({ variant: "inverse", size: "lg", className: "mt-5 w-full sm:w-auto" })}
        >
          {t("startLesson")}
        </a>
      </section>
    );
  }
  if (view.firstPremium) {
    return (
      <section aria-labelledby="course-next" className={`${card} border border-accent-400 bg-amber-50`}>
        <h2 id="course-next" className="text-xl font-bold text-ink">
          {t("limitTitle")}
        </h2>
        <p className="mt-2 text-gray-800">{t("limitBody")}</p>
        <a href={paths.premium(view.firstPremium.id)} className={buttonVariants({ size: "lg", className: "mt-5 w-full sm:w-auto" })}>
          {t("seePremium")}
        </a>
      </section>
    );
  }
  if (view.total === 0) {
    return (
      <section aria-labelledby="course-next" className={`${card} border border-dashed border-gray-300`}>
        <h2 id="course-next" className="text-xl font-bold text-ink">
          {t("emptyTitle")}
        </h2>
        <p className="mt-2 text-gray-700">{t("emptyBody")}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="course-next" className={`${card} border border-green-300 bg-green-50`}>
      <h2 id="course-next" className="text-xl font-bold text-ink">
        {t("allDoneTitle")}
      </h2>
      <p className="mt-2 text-gray-800">{t("allDoneBody")}</p>
    </section>
  );
}

function LevelHeading({ t, level }: { t: T; level: MapLevel }) {
  return (
    <span>
      <h2 className="text-xl font-bold text-ink">{t("levelHeading", { level: level.level })}</h2>
      <span className="text-sm text-gray-700">{t("progress", { done: level.done, total: level.total })}</span>
    </span>
  );
}

/** The open level: its units, their lessons and checkpoints, and the level test. */
function LevelSection({ t, tests, level, paths }: { t: T; tests: TestsT; level: MapLevel; paths: Paths }) {
  return (
    <section id={levelAnchor(level.level)} data-level={level.level} className="rounded-2xl border border-gray-200 bg-white">
      <div className="flex items-center justify-between gap-3 p-4 sm:p-5">
        <LevelHeading t={t} level={level} />
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 rotate-180 text-gray-600">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      <div className="space-y-6 border-t border-gray-200 p-3 sm:p-5">
        {level.units.map((unit) => (
          <UnitSection key={unit.id} t={t} tests={tests} unit={unit} paths={paths} />
        ))}
        <TestRow
          tests={tests}
          testId={level.testId}
          name={t("levelTest", { level: level.level })}
          result={level.testResult}
          href={paths.test(level.testId)}
          isLevelTest
        />
      </div>
    </section>
  );
}

/** Another level: one link that shows it unfolded (its lessons are rendered then, not now). */
function FoldedLevel({ t, level, href }: { t: T; level: MapLevel; href: string }) {
  return (
    <a
      id={levelAnchor(level.level)}
      href={`${href}#${levelAnchor(level.level)}`}
      data-level={level.level}
      className="flex items-center justify-between gap-3 rounded-2xl border border-gray-200 bg-white p-4 hover:bg-gray-50 sm:p-5"
    >
      <LevelHeading t={t} level={level} />
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-gray-600">
        <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </a>
  );
}

const levelAnchor = (level: MapLevel["level"]) => `level-${level.toLowerCase()}`;

function UnitSection({ t, tests, unit, paths }: { t: T; tests: TestsT; unit: MapUnit; paths: Paths }) {
  return (
    <section aria-labelledby={`unit-${unit.id}`} data-unit={unit.id}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={`unit-${unit.id}`} className="text-lg font-semibold text-ink">
          {unit.title}
        </h3>
        <span className="shrink-0 text-sm text-gray-700">
          {unit.done}/{unit.total}
        </span>
      </div>
      <ol className="mt-3 space-y-2">
        {unit.lessons.map((lesson) => (
          <li key={lesson.id}>
            <LessonRow t={t} lesson={lesson} paths={paths} />
          </li>
        ))}
        <li>
          <TestRow
            tests={tests}
            testId={unit.testId}
            name={t("unitCheckpoint", { unit: unit.title })}
            result={unit.testResult}
            href={paths.test(unit.testId)}
          />
        </li>
      </ol>
    </section>
  );
}

/**
 * A unit checkpoint or a level test: passed, it looks like a done lesson (a check and a "Passed"
 * label, with the best score); taken but not passed, it gives the best score; never taken, it is the
 * dashed invitation to take it. The result is text in the link, not only the icon.
 */
function TestRow({
  tests,
  testId,
  name,
  result,
  href,
  isLevelTest = false,
}: {
  tests: TestsT;
  testId: string;
  name: string;
  result: MapTestResult | null;
  href: string;
  isLevelTest?: boolean;
}) {
  const isPassed = result?.passed === true;
  const style = isPassed
    ? "border-gray-200 bg-white hover:bg-gray-50"
    : isLevelTest
      ? "border-brand-300 bg-brand-50 hover:bg-brand-100"
      : "border-dashed border-gray-300 hover:bg-brand-50";
  return (
    <a
      href={href}
      data-test={testId}
      data-status={isPassed ? "passed" : result ? "taken" : "untaken"}
      className={`flex items-center gap-3 rounded-xl border px-3 py-3 sm:px-4 ${style}`}
    >
      <StatusIcon status={isPassed ? "done" : "checkpoint"} />
      <span className="min-w-0 flex-1">
        <span className={`block text-sm font-semibold ${isPassed ? "text-ink" : "text-brand-700"}`}>{name}</span>
        {result ? (
          <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-medium text-gray-700">
            {isPassed ? (
              <span className="rounded-full bg-white px-2 py-0.5 font-semibold text-gray-800 ring-1 ring-gray-300">{tests("passed")}</span>
            ) : null}
            {tests("best", { score: result.bestScore })}
          </span>
        ) : null}
      </span>
    </a>
  );
}

const rowStyles: Record<MapLesson["status"], string> = {
  done: "border-gray-200 bg-white hover:bg-gray-50",
  next: "border-brand-600 bg-brand-50 ring-2 ring-brand-600 hover:bg-brand-100",
  open: "border-gray-200 bg-white hover:bg-gray-50",
  locked: "border-gray-200 bg-gray-50",
  premium: "border-accent-400 bg-amber-50 hover:bg-amber-100",
};

function LessonRow({ t, lesson, paths }: { t: T; lesson: MapLesson; paths: Paths }) {
  const isLocked = lesson.status === "locked";
  const body = (
    <>
      <StatusIcon status={lesson.status} />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-medium text-gray-700">
          {t("lessonNumber", { number: lesson.number })}
          {lesson.status === "open" ? null : (
            <span className="rounded-full bg-white px-2 py-0.5 font-semibold text-gray-800 ring-1 ring-gray-300">
              {t(`status.${lesson.status}`)}
            </span>
          )}
        </span>
        <span className={`mt-0.5 block font-semibold ${isLocked ? "text-gray-700" : "text-ink"}`}>{lesson.title}</span>
        {lesson.status === "premium" ? <span className="mt-0.5 block text-sm text-gray-800">{t("premiumLesson")}</span> : null}
        {isLocked && lesson.prerequisite ? (
          <span className="mt-0.5 block text-sm text-gray-700">
            <Prerequisite t={t} prerequisite={lesson.prerequisite} paths={paths} />
          </span>
        ) : null}
      </span>
    </>
  );
  const row = `flex items-center gap-3 rounded-xl border px-3 py-3 sm:px-4 ${rowStyles[lesson.status]}`;
  // A locked lesson is no link (its prerequisite is); the others open the lesson or, premium, what premium gives.
  if (isLocked)
    return (
      <div className={row} data-lesson={lesson.id} data-status={lesson.status}>
        {body}
      </div>
    );
  const href = lesson.status === "premium" ? paths.premium(lesson.id) : paths.lesson(lesson.id);
  return (
    <a
      href={href}
      className={row}
      data-lesson={lesson.id}
      data-status={lesson.status}
      aria-current={lesson.status === "next" ? "step" : undefined}
    >
      {body}
    </a>
  );
}

/** What an order-locked lesson waits for, with a link to it. */
function Prerequisite({ t, prerequisite, paths }: { t: T; prerequisite: PrerequisiteOf; paths: Paths }) {
  const link = (href: string) =>
    function PrerequisiteLink(chunks: ReactNode) {
      return (
        <a className="font-semibold text-brand-700 underline" href={href}>
          {chunks}
        </a>
      );
    };
  return prerequisite.kind === "lesson"
    ? t.rich("finishFirst", { lesson: prerequisite.title, link: link(paths.lesson(prerequisite.lessonId)) })
    : t.rich("finishLevelFirst", { level: prerequisite.level, link: link(paths.test(prerequisite.testId)) });
}
