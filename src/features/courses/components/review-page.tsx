import { getMessages, getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import type { Locale, Messages } from "@/lib/i18n";
import type { ReviewMode } from "../model/review-session";
import type { PlayableLesson } from "../model/playable";
import { LessonPlayerIsland, SessionNeeded } from "./lesson-player/lesson-player-island";

export type ReviewPageState =
  { status: "ok"; lesson: PlayableLesson; attemptId: string } | { status: "empty"; mode: ReviewMode } | { status: "session" };

/** /for-you/review: today's review (or weak items) in the lesson player, its only island; nothing due says so. */
export async function ReviewPage({ locale, state, doneHref }: { locale: Locale; state: ReviewPageState; doneHref: string }) {
  const messages = (await getMessages()) as Messages;
  const t = await getTranslations({ locale, namespace: "forYou.review" });
  const lessonT = await getTranslations({ locale, namespace: "lesson" });
  return (
    <Container className="py-6 sm:py-10">
      <div className="mx-auto max-w-2xl">
        {state.status === "ok" ? (
          <LessonPlayerIsland
            locale={locale}
            messages={{ lesson: messages.lesson ?? {} }}
            lesson={state.lesson}
            attemptId={state.attemptId}
            resultsUrl={`/v1/courses/reviews/attempts/${state.attemptId}/results`}
            doneHref={doneHref}
            review
          />
        ) : state.status === "session" ? (
          <SessionNeeded preparing={lessonT("preparing")} failed={lessonT("sessionFailed")} />
        ) : (
          <div className="space-y-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <h1 className="text-2xl font-extrabold tracking-tight text-ink">{t(state.mode === "weak" ? "weakTitle" : "title")}</h1>
            <p role="status" className="text-gray-700">
              {t(state.mode === "weak" ? "nothingWeak" : "nothingDue")}
            </p>
            <a href={doneHref} className={buttonVariants({ size: "lg" })}>
              {t("back")}
            </a>
          </div>
        )}
      </div>
    </Container>
  );
}
