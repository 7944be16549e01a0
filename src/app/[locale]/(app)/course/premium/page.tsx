import { headers } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import { getSessionUser } from "@/features/auth/server";
import { unlocksPremium } from "@/features/billing";
import { PAYWALL_PATH } from "@/features/billing/components/paths";
import { loadEntitlements } from "@/features/billing/server";
import { CoursePremiumPage } from "@/features/courses/components/course-premium-page";
import { findLesson } from "@/features/courses";
import { FREE_LESSONS, loadCourses } from "@/features/courses/server";
import { localizedPath, normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = registeredPageMetadata("/course/premium");

/** What premium gives (decision record 0027): where a premium-locked lesson leads; `?lesson=` names it. */
export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const lessonId = (await searchParams).lesson;
  const place = typeof lessonId === "string" ? findLesson(loadCourses(), lessonId) : undefined;
  const user = await getSessionUser(await headers());
  const hasPremium = user ? unlocksPremium((await loadEntitlements(user.id)).coursesTier) : false;
  return (
    <CoursePremiumPage
      locale={locale}
      lessonId={place ? place.lesson.id : null}
      lessonTitle={place ? place.lesson.title[locale] : null}
      hasPremium={hasPremium}
      freeLessons={FREE_LESSONS}
      paywallHref={localizedPath(locale, PAYWALL_PATH)}
    />
  );
}
