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

/** The course map (issue 13, decision record 0027). `?course=es` shows the Spanish course. */
export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const requested = (await searchParams).course;
  const user = await getSessionUser(await headers());
  const tier = user ? (await loadEntitlements(user.id)).coursesTier : "free";
  const { view, courses } = await loadCourseMapPage({
    userId: user?.id ?? null,
    tier,
    requested: typeof requested === "string" ? requested : null,
    locale,
    now: new Date(),
  });
  return <CourseMapPage locale={locale} view={view} courses={courses} />;
}
