import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { getSessionUser } from "@/features/auth/server";
import { PAYWALL_PATH } from "@/features/billing/components/paths";
import { loadEntitlements } from "@/features/billing/server";
import { LessonPage } from "@/features/courses/components/lesson-page";
import { openLesson } from "@/features/courses/server";
import { getRequestFlags } from "@/features/growth/server";
import { localizedPath, normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string; lessonId: string }> };

export const generateMetadata = registeredPageMetadata("/course/lesson/[lessonId]");

/** The lesson player (issue 13, item 4): the server opens (or resumes) the learner's attempt and sends the lesson. */
export default async function Page({ params }: Props) {
  const { locale: requested, lessonId } = await params;
  const locale = normalizeLocale(requested) ?? "en";
  setRequestLocale(locale);
  const user = await getSessionUser(await headers());
  // A first visit has no session yet: the page signs the visitor in anonymously, then renders again.
  if (!user) return <LessonPage locale={locale} state={{ status: "session" }} />;
  const { coursesTier } = await loadEntitlements(user.id);
  const opened = await openLesson({ userId: user.id, lessonId, locale, tier: coursesTier, now: new Date() });
  if (opened.status === "unknown") notFound();
  const paywallHref = localizedPath(locale, PAYWALL_PATH);
  // The lesson's experiments as evaluated for this learner (decision record 0029): right from the first paint.
  const { values: flags } = await getRequestFlags();
  const experiments = { encouragement: flags.positive_reinforcement === true, extraPractice: flags.practice_with_ai_step === true };
  return (
    <LessonPage
      locale={locale}
      state={
        opened.status === "locked"
          ? { status: "locked", reason: opened.reason, paywallHref, courseHref: localizedPath(locale, "/course") }
          : {
              status: "ok",
              lesson: opened.lesson,
              attemptId: opened.attemptId,
              experiments,
              // A visitor without an account is offered one on the results: the progress moves to it.
              ...(user.isAnonymous ? { signUpHref: localizedPath(locale, "/sign-up") } : {}),
            }
      }
      // Done and "leave the lesson" go back to the course map, where the next lesson is.
      doneHref={localizedPath(locale, "/course")}
    />
  );
}
