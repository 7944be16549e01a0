import { headers } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import { getSessionUser } from "@/features/auth/server";
import { loadEntitlements } from "@/features/billing/server";
import { CourseMapPage } from "@/features/courses/components/course-map-page";
import { loadCourseMapPage } from "@/features/courses/server";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = registeredPageMetadata("/course");

/** The course map (issue 13, decision records 0027 and 0034). `?course=es` shows the Spanish course, `?level=b1` its level B1. */
export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const query = await searchParams;
  const requested = typeof query.course === "string" ? query.course : null;
  const user = await getSessionUser(await headers());
  const tier = user ? (await loadEntitlements(user.id)).coursesTier : "free";
  const { view, courses } = await loadCourseMapPage({
    userId: user?.id ?? null,
    tier,
    requested,
    level: typeof query.level === "string" ? query.level : null,
    locale,
    now: new Date(),
  });
  return <CourseMapPage locale={locale} view={view} courses={courses} requestedCourse={requested === view.course ? view.course : null} />;
}
