import { headers } from "next/headers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getSessionUser } from "@/features/auth/server";
import { ReviewPage } from "@/features/courses/components/review-page";
import { readCurrentCourse, readLearnerTimeZone, startReview } from "@/features/courses/server";
import { localizedPath, normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ mode?: string | string[] }> };

export const generateMetadata = registeredPageMetadata("/for-you/review");

/** A review session (issue 13): the server starts (or resumes) today's review or a practice of weak items and sends its exercises. */
export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const mode = (await searchParams).mode === "weak" ? "weak" : "due";
  const doneHref = localizedPath(locale, "/for-you");
  const user = await getSessionUser(await headers());
  if (!user) return <ReviewPage locale={locale} state={{ status: "session" }} doneHref={doneHref} />;
  const [course, timeZone] = await Promise.all([readCurrentCourse(user.id), readLearnerTimeZone(user.id)]);
  const started = await startReview({ userId: user.id, course, locale, mode, timeZone, now: new Date() });
  if (started.status !== "ok") return <ReviewPage locale={locale} state={{ status: "empty", mode }} doneHref={doneHref} />;
  const t = await getTranslations({ locale, namespace: "forYou.review" });
  return (
    <ReviewPage
      locale={locale}
      doneHref={doneHref}
      state={{
        status: "ok",
        attemptId: started.attemptId,
        lesson: {
          id: `review:${mode}`,
          course,
          level: "A1",
          unitId: "",
          title: t(mode === "weak" ? "weakTitle" : "title"),
          goal: "",
          words: [],
          grammar: { title: "", explanation: "", examples: [] },
          exercises: started.exercises,
          meanings: started.meanings,
        },
      }}
    />
  );
}
