import { getMessages, getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import type { Locale, Messages } from "@/lib/i18n";
import type { PlayableLesson } from "../../model/playable";
import { LessonPlayerIsland, SessionNeeded } from "../lesson-player/lesson-player-island";
import type { TestFrame } from "./test-frame";

export type TestPageState = { status: "ok"; lesson: PlayableLesson; attemptId: string; test: TestFrame } | { status: "session" };

/** /tests/[testId]: the lesson player (the page's only island) with the test's exercises, start and results screens and results endpoint. */
export async function TestPage({ locale, state, doneHref }: { locale: Locale; state: TestPageState; doneHref: string }) {
  const messages = (await getMessages()) as Messages;
  const t = await getTranslations({ locale, namespace: "lesson" });
  return (
    <Container className="py-6 sm:py-10">
      <div className="mx-auto max-w-2xl">
        {state.status === "ok" ? (
          <LessonPlayerIsland
            locale={locale}
            messages={{ lesson: messages.lesson ?? {}, tests: messages.tests ?? {} }}
            lesson={state.lesson}
            attemptId={state.attemptId}
            resultsUrl={`/v1/courses/tests/attempts/${state.attemptId}/results`}
            doneHref={doneHref}
            test={state.test}
          />
        ) : (
          <SessionNeeded preparing={t("preparing")} failed={t("sessionFailed")} />
        )}
      </div>
    </Container>
  );
}
