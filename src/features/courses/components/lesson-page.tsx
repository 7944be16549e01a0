import { getMessages, getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import type { Locale, Messages } from "@/lib/i18n";
import type { PlayableLesson } from "../model/playable";
import type { LessonExperiments } from "./lesson-player/lesson-player";
// One client module (one small chunk) for the page: the player loader and the first visit's session.
import { LessonPlayerIsland, SessionNeeded } from "./lesson-player/lesson-player-island";

export type LessonPageState =
  | { status: "ok"; lesson: PlayableLesson; attemptId: string; experiments?: LessonExperiments; signUpHref?: string }
  | { status: "locked"; reason: "premium" | "order"; paywallHref: string; courseHref: string }
  | { status: "session" };

/** The lesson's experiments that are on for this learner (a plain attribute: support and tests can see them). */
const experimentsOn = (state: LessonPageState) =>
  state.status === "ok" && state.experiments
    ? [state.experiments.encouragement && "positive_reinforcement", state.experiments.extraPractice && "practice_with_ai_step"]
        .filter(Boolean)
        .join(" ")
    : undefined;

/** The lesson page's frame: the player with the `lesson` messages, or why it cannot start. */
export async function LessonPage({ locale, state, doneHref = "/" }: { locale: Locale; state: LessonPageState; doneHref?: string }) {
  const messages = (await getMessages()) as Messages;
  const t = await getTranslations({ locale, namespace: "lesson" });
  const courseMap = await getTranslations({ locale, namespace: "courseMap" });
  return (
    <Container className="py-6 sm:py-10">
      <div className="mx-auto max-w-2xl" data-experiments={experimentsOn(state)}>
        {state.status === "ok" ? (
          <LessonPlayerIsland
            locale={locale}
            messages={{ lesson: messages.lesson ?? {} }}
            lesson={state.lesson}
            attemptId={state.attemptId}
            resultsUrl={`/v1/courses/attempts/${state.attemptId}/results`}
            doneHref={doneHref}
            {...(state.experiments ? { experiments: state.experiments } : {})}
            {...(state.signUpHref ? { signUpHref: state.signUpHref } : {})}
          />
        ) : state.status === "session" ? (
          <SessionNeeded preparing={t("preparing")} failed={t("sessionFailed")} />
        ) : (
          <div className="space-y-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <h1 className="text-2xl font-extrabold tracking-tight text-ink">{t("locked.title")}</h1>
            <p className="text-gray-700">{t(state.reason === "premium" ? "locked.premium" : "locked.order")}</p>
            {state.reason === "premium" ? (
              <a href={state.paywallHref} className={buttonVariants({ size: "lg" })}>
                {t("locked.seePlans")}
              </a>
            ) : (
              // Locked by order: the course map shows the lesson to do first.
              <a href={state.courseHref} className={buttonVariants({ size: "lg" })}>
                {courseMap("backToCourse")}
              </a>
            )}
          </div>
        )}
      </div>
    </Container>
  );
}
