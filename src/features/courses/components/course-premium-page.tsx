import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { rememberForAfterPurchaseScript } from "@/features/billing";
import { Container } from "@/components/ui/container";
import type { Locale } from "@/lib/i18n";
import { coursePaths } from "./course-paths";

const BENEFITS = ["Lessons", "Levels", "Reviews", "Courses"] as const;

/**
 * What premium gives a learner (/course/premium, decision record 0027): where a premium-locked
 * lesson of the course map leads, with the way to the paywall. Server-rendered.
 */
export async function CoursePremiumPage({
  locale,
  lessonId,
  lessonTitle,
  hasPremium,
  freeLessons,
  paywallHref,
}: {
  locale: Locale;
  /** The locked lesson the learner came from, if any: offered back on the success page of a purchase. */
  lessonId: string | null;
  lessonTitle: string | null;
  hasPremium: boolean;
  freeLessons: { perLevel: number; perDay: number };
  paywallHref: string;
}) {
  const t = await getTranslations({ locale, namespace: "courseMap" });
  const paths = coursePaths(locale);
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-3xl space-y-8">
        <header className="space-y-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t("premiumTitle")}</h1>
          {lessonTitle ? <p className="text-lg font-semibold text-brand-700">{t("premiumLessonNote", { lesson: lessonTitle })}</p> : null}
          <p className="text-lg text-gray-700">{t("premiumIntro")}</p>
        </header>

        <ul className="grid gap-4 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="rounded-2xl border border-gray-200 bg-white p-5">
              <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="h-5 w-5 shrink-0 text-green-700"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <path d="M4.5 10.5l3.5 3.5 7.5-8" />
                </svg>
                {t(`benefit${benefit}Title`)}
              </h2>
              <p className="mt-2 text-gray-700">{t(`benefit${benefit}Body`)}</p>
            </li>
          ))}
        </ul>

        <p className="rounded-2xl bg-gray-50 p-5 text-gray-800">{t("freePlan", freeLessons)}</p>

        {hasPremium ? (
          <div className="space-y-4 rounded-2xl border border-green-300 bg-green-50 p-5">
            <p className="font-semibold text-ink">{t("alreadyPremium")}</p>
            <a href={paths.course} className={buttonVariants({ size: "lg" })}>
              {t("backToCourse")}
            </a>
          </div>
        ) : (
          <div className="space-y-3">
            {lessonId ? <script dangerouslySetInnerHTML={{ __html: rememberForAfterPurchaseScript(paths.lesson(lessonId)) }} /> : null}
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <a href={paywallHref} className={buttonVariants({ size: "lg" })}>
                {t("choosePlan")}
              </a>
              <a href={paths.course} className={buttonVariants({ variant: "ghost", size: "lg", className: "underline" })}>
                {t("backToCourse")}
              </a>
            </div>
            <p className="text-sm text-gray-700">{t("trialNote")}</p>
          </div>
        )}
      </div>
    </Container>
  );
}
