import { headers } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import { getSessionUser } from "@/features/auth/server";
import { COURSES, type CourseId } from "@/features/courses";
import { TestsPage } from "@/features/courses/components/tests-page";
import { listCourseTests, loadCourses } from "@/features/courses/server";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ course?: string | string[] }> };

export const generateMetadata = registeredPageMetadata("/tests");

/** Unit checkpoints and level tests (issue 13 item 7) with the learner's results; a visitor without a session sees them untaken. */
export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const requested = (await searchParams).course;
  const course: CourseId = COURSES.find((id) => id === requested) ?? "en";
  const user = await getSessionUser(await headers());
  const list = await listCourseTests({ userId: user?.id ?? "", course, locale });
  return <TestsPage locale={locale} list={list} courses={loadCourses().map((content) => content.id)} />;
}
