import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getSessionUser } from "@/features/auth/server";
import { PASS_MARK } from "@/features/courses";
import { testPath } from "@/features/courses/components/tests-page";
import { TestPage } from "@/features/courses/components/course-test/test-page";
import { startCourseTest } from "@/features/courses/server";
import { localizedPath, normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string; testId: string }> };

export const generateMetadata = registeredPageMetadata("/tests/[testId]");

/** A unit checkpoint or a level test (issue 13 item 7): the server opens (or resumes) the attempt and sends its exercises. */
export default async function Page({ params }: Props) {
  const { locale: requested, testId } = await params;
  const locale = normalizeLocale(requested) ?? "en";
  setRequestLocale(locale);
  const doneHref = localizedPath(locale, "/tests");
  const user = await getSessionUser(await headers());
  // A first visit has no session yet: the page signs the visitor in anonymously, then renders again.
  if (!user) return <TestPage locale={locale} state={{ status: "session" }} doneHref={doneHref} />;
  const started = await startCourseTest({ userId: user.id, testId, locale, now: new Date() });
  if (started.status === "unknown") notFound();
  const t = await getTranslations({ locale, namespace: "tests" });
  const { test } = started;
  const name = test.kind === "unit_test" ? t("checkpoint", { unit: test.title ?? "" }) : t("levelTest", { level: test.level });
  return (
    <TestPage
      locale={locale}
      doneHref={doneHref}
      state={{
        status: "ok",
        attemptId: started.attemptId,
        lesson: {
          id: test.id,
          course: test.course,
          level: test.level,
          unitId: test.kind === "unit_test" ? test.id : "",
          title: name,
          goal: "",
          words: started.words,
          grammar: { title: "", explanation: "", examples: [] },
          exercises: started.exercises,
        },
        test: {
          name,
          exercises: started.exercises.length,
          passPercent: Math.round(PASS_MARK * 100),
          opensLevel: started.opensLevel,
          retakeHref: localizedPath(locale, testPath(test.id)),
        },
      }}
    />
  );
}
