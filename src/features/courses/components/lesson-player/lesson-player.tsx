"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { buttonVariants } from "@/components/ui/button";
import { useFlag } from "@/features/growth/client";
import { useProfileState } from "@/features/profile/client";
import { useStudyNoise } from "../../client/use-study-noise";
import { browserOutbox } from "../../client/browser-outbox";
import { forgetOtherAttempts, readSaved, writeSaved, type SavedSession } from "../../client/saved-sessions";
import { playAnswerSound } from "../../client/sound-effects";
import { praiseAfterAnswer, praiseForResults, type Praise } from "../../model/encouragement";
import { buildExtraPractice, firstTriesOf, isPracticeId, type PracticeItem } from "../../model/extra-practice";
import { judgeExercise, type Judgement } from "../../model/judge-exercise";
import {
  accuracyOf,
  addPractice,
  answerTurn,
  currentTurn,
  type LessonSession,
  practiceScoreOf,
  progressOf,
  restoreSession,
  resultsBody,
  startSession,
  type Turn,
} from "../../model/lesson-session";
import { meaningsFor, type Meanings, type PlayableExercise, type PlayableLesson } from "../../model/playable";
import type { Locale } from "@/lib/i18n";
import type { TestFrame, TestResultView } from "../course-test/test-frame";
import { TestIntro } from "../course-test/test-intro";
import TestResults from "../course-test/test-results";
import type { MatchResult } from "./exercise-props";
import { ExerciseView, preloadViews } from "./exercise-view";
import { FeedbackPanel, feedbackLines } from "./feedback-panel";
import { LessonIntro } from "./lesson-intro";
import LessonResults, { type DeliveryStatus } from "./lesson-results";
import { useShortcuts } from "./use-shortcuts";

/** The keys each type answers to, said under its instruction (match pairs and word bank say their own). */
const KEY_HINTS: Partial<Record<PlayableExercise["type"], "choices" | "typed">> = {
  choose: "choices",
  listen_choose: "choices",
  dialogue: "choices",
  fill_gap: "typed",
  listen_type: "typed",
  translate: "typed",
};

/**
 * The instruction of an exercise without its own (messages `lesson.…`): the type's, or its variant
 * for a learner told meanings by definitions, or for a sentence heard rather than read.
 */
export function instructionKey(exercise: PlayableExercise, meanings: Meanings): string {
  const byDefinition = meanings === "definition";
  switch (exercise.type) {
    case "word_bank":
      return exercise.listen ? "exercise.word_bank_listen" : "exercise.word_bank";
    case "translate":
      if (exercise.listen) return "exercise.translate_listen";
      // A word to write from its meaning (reviews, extra practice), else a sentence to translate.
      if (exercise.fromMeaning) return byDefinition ? "exercise.translate_definition" : "practice.typeWord";
      return "exercise.translate";
    case "match_pairs":
      return byDefinition ? "exercise.match_pairs_definition" : "exercise.match_pairs";
    default:
      return `exercise.${exercise.type}`;
  }
}

/** The exercise on screen: answered (judged) or not yet. */
interface OnScreen {
  turn: Turn;
  exercise: PlayableExercise;
  shownAt: number;
  response: string | null;
  judgement: Judgement | null;
  mistakes: number;
  lines: string[];
  /** A line of encouragement after a run of right answers (the `positive_reinforcement` experiment). */
  praise: string | null;
  /** The view is mounted (its chunk loaded): focus can move into it. */
  ready: boolean;
}

/**
 * The lesson player (issue 13, item 4): the introduction, then every exercise with instant
 * feedback (checked here, no round trip), mistakes again at the end, then the results, sent to
 * `resultsUrl` through the outbox. Progress is saved in this browser under the attempt id, so a
 * reload resumes. Reviews and tests reuse it with their own exercises and results endpoint.
 */
export interface PlayerProps {
  lesson: PlayableLesson;
  attemptId: string;
  resultsUrl: string;
  doneHref: string;
  /** A unit checkpoint or level test: its own start and results screens instead of the lesson's. */
  test?: TestFrame;
  /** A review session: no introduction (the first exercise at once), and results titled as a review's. */
  review?: boolean;
  /** A visitor without an account (an anonymous session): the results offer to create one, keeping the progress. */
  signUpHref?: string;
  /**
   * A lesson's experiments (decision record 0029), as the server evaluated the flags for this
   * learner: praise after runs of right answers, and extra practice before the results.
   */
  experiments?: LessonExperiments;
}

export interface LessonExperiments {
  /** `positive_reinforcement` */
  encouragement: boolean;
  /** `practice_with_ai_step` */
  extraPractice: boolean;
}

const PRAISE_KEYS = ["a", "b", "c"] as const;

type Phase = "intro" | "play" | "results";

const subscribeNothing = () => () => undefined;

/** The wall clock, read in event handlers (answer times, the lesson's duration). */
const nowMs = () => Date.now();

export function LessonPlayer(props: PlayerProps) {
  // Progress lives in this browser's storage: it is read after hydration (the server renders the frame).
  const isHydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (!isHydrated) return <div aria-busy="true" className="h-64 animate-pulse rounded-2xl bg-gray-100" />;
  return <PlayerBody {...props} />;
}

/** The extra practice a session has added (built again from its answers: the same lesson, the same exercises). */
function practiceOf(lesson: PlayableLesson, session: Partial<LessonSession> | undefined): PracticeItem[] {
  if (!session?.practice || !Array.isArray(session.answers)) return [];
  const answers = session.answers.filter(
    (answer) => answer !== null && typeof answer === "object" && typeof answer.exerciseId === "string",
  );
  return buildExtraPractice(lesson, firstTriesOf(lesson, answers));
}

/** This attempt's saved progress (a reload, or the other tab of the same attempt), or a fresh start. */
function restoreOrStart(
  lesson: PlayableLesson,
  attemptId: string,
  skipIntro: boolean,
): { saved: SavedSession; phase: Phase; practice: PracticeItem[] } {
  const ids = lesson.exercises.map((exercise) => exercise.id);
  const stored = readSaved(attemptId);
  const practice = practiceOf(lesson, stored?.session);
  const session = restoreSession(stored?.session, attemptId, lesson.id, [...ids, ...practice.map((item) => item.exercise.id)]);
  const first: Phase = skipIntro ? "play" : "intro";
  if (!session || !stored) return { saved: { session: startSession(attemptId, lesson.id, ids, nowMs()) }, phase: first, practice: [] };
  return { saved: { ...stored, session }, phase: stored.finishedAt ? "results" : session.answers.length ? "play" : first, practice };
}

const exerciseMap = (lesson: PlayableLesson, practice: readonly PracticeItem[]) =>
  new Map([...lesson.exercises, ...practice.map((item) => item.exercise)].map((exercise) => [exercise.id, exercise]));

function onScreen(exercises: ReadonlyMap<string, PlayableExercise>, turn: Turn | undefined): OnScreen | null {
  const exercise = turn && exercises.get(turn.exerciseId);
  return turn && exercise
    ? { turn, exercise, shownAt: nowMs(), response: null, judgement: null, mistakes: 0, lines: [], praise: null, ready: false }
    : null;
}

/** Reading a flag through the SDK is what records the experiment's exposure (growth's tracking callback). */
function ExperimentExposure({ flag }: { flag: "positive_reinforcement" | "practice_with_ai_step" }) {
  useFlag(flag);
  return null;
}

function PlayerBody({ lesson, attemptId, resultsUrl, doneHref, test, review = false, experiments, signUpHref }: PlayerProps) {
  const [initial] = useState(() => restoreOrStart(lesson, attemptId, review));
  const t = useTranslations("lesson");
  const pageLocale = useLocale() as Locale;
  const meanings = lesson.meanings ?? meaningsFor(lesson.course, pageLocale);
  const { settings } = useProfileState();
  const [practice, setPractice] = useState<PracticeItem[]>(initial.practice);
  const exercises = useMemo(() => exerciseMap(lesson, practice), [lesson, practice]);
  const encouraging = !test && experiments?.encouragement === true;
  const praiseText = (praise: Praise) => t(`praise.${praise.kind}.${PRAISE_KEYS[praise.variant] ?? "a"}`, { count: praise.count });
  const [saved, setSaved] = useState<SavedSession>(initial.saved);
  const [phase, setPhase] = useState<Phase>(initial.phase);
  const [screen, setScreen] = useState<OnScreen | null>(() =>
    onScreen(exercises, initial.phase === "play" ? currentTurn(initial.saved.session) : undefined),
  );
  // "Welcome back" only for a session restored with answers (a review opens straight on its first question).
  const [announcement, setAnnouncement] = useState(() =>
    initial.phase === "play" && initial.saved.session.answers.length > 0 ? t("resumed", progressOf(initial.saved.session)) : "",
  );
  const [delivery, setDelivery] = useState<DeliveryStatus>("sending");
  const heading = useRef<HTMLHeadingElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const feedback = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  useStudyNoise(phase === "play");
  const announce = useCallback((text: string) => setAnnouncement((last) => (last === text ? `${text}\u00a0` : text)), []);
  const save = (next: SavedSession) => {
    setSaved(next);
    writeSaved(next);
  };
  const show = (turn: Turn | undefined, known: ReadonlyMap<string, PlayableExercise> = exercises) => setScreen(onScreen(known, turn));

  useEffect(() => {
    writeSaved(initial.saved);
    forgetOtherAttempts(lesson.id, attemptId);
    preloadViews(lesson.exercises.map((exercise) => exercise.type));
  }, [initial, lesson, attemptId]);

  // The results: sent (again) by the outbox; its answer is kept with the saved session.
  useEffect(() => {
    if (phase !== "results" || saved.result) return;
    const outbox = browserOutbox();
    const stop = outbox.subscribe((event) => {
      if (event.attemptId !== attemptId) return;
      if (event.status === "sent") {
        const stored = readSaved(attemptId);
        if (stored) save({ ...stored, result: event.result });
        setDelivery("sent");
      } else setDelivery(event.status);
    });
    if (!outbox.pending(attemptId)) void outbox.enqueue(attemptId, resultsUrl, resultsBody(saved.session, saved.finishedAt ?? nowMs()));
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per entering the results
  }, [phase, attemptId]);

  // Focus: the exercise's field when it has one, else its instruction; after Check, Continue.
  useEffect(() => {
    if (!screen) return;
    if (screen.judgement) {
      primary.current?.focus({ preventScroll: true });
      // The verdict and Continue on the screen: a long exercise (a conversation) pushes them below it.
      // On a phone the bar sticks to the bottom and the panel's scroll margin keeps it above the bar.
      primary.current?.scrollIntoView({ block: "nearest" });
      feedback.current?.scrollIntoView({ block: "nearest" });
    } else {
      // A new exercise starts at the top, whatever the last one left scrolled (a long conversation).
      window.scrollTo({ top: 0 });
      if (!screen.ready) return;
      (frame.current?.querySelector<HTMLElement>("[data-autofocus]") ?? heading.current)?.focus({ preventScroll: true });
    }
  }, [screen?.turn, screen?.judgement, screen?.ready]); // eslint-disable-line react-hooks/exhaustive-deps

  const start = () => {
    save({ session: { ...saved.session, startedAt: nowMs() } });
    show(currentTurn(saved.session));
    setPhase("play");
  };

  const check = (match?: MatchResult) => {
    if (!screen || screen.judgement) return;
    const mistakes = match?.mistakes ?? screen.mistakes;
    const { exercise } = screen;
    if (exercise.type !== "flashcard" && exercise.type !== "match_pairs" && screen.response === null) return;
    const judgement = judgeExercise(exercise, screen.response, { mistakes, lessonWords: lesson.words });
    let session = answerTurn(saved.session, {
      response: exercise.type === "flashcard" || exercise.type === "match_pairs" ? null : screen.response,
      ms: nowMs() - screen.shownAt,
      verdict: judgement.verdict,
      ...(exercise.type === "match_pairs" ? { mistakes, ...(match ? { missed: match.missed } : {}) } : {}),
    });
    let known = exercises;
    // The lesson's last turn: the extra practice comes before the results (once).
    if (!currentTurn(session) && !test && experiments?.extraPractice && !session.practice) {
      const items = buildExtraPractice(lesson, firstTriesOf(lesson, session.answers));
      session = addPractice(
        session,
        items.map((item) => item.exercise.id),
      );
      if (items.length) {
        setPractice(items);
        known = exerciseMap(lesson, items);
      }
    }
    const finishedAt = currentTurn(session) ? undefined : nowMs();
    save({ session, ...(finishedAt ? { finishedAt } : {}) });
    if (exercise.type === "flashcard") return advance(session, known);
    const lines = feedbackLines(t, judgement, exercise.explanation, exercise.type === "match_pairs" ? mistakes : 0);
    const praise = encouraging
      ? praiseAfterAnswer(
          session.answers.map((answer) => answer.verdict),
          attemptId,
        )
      : null;
    const praiseLine = praise ? praiseText(praise) : null;
    if (settings.soundEffects) playAnswerSound(judgement.verdict === "wrong" ? "wrong" : "correct");
    announce([...lines, ...(praiseLine ? [praiseLine] : [])].join(" "));
    setScreen({ ...screen, judgement, mistakes, lines, praise: praiseLine });
  };

  const advance = (session: LessonSession, known: ReadonlyMap<string, PlayableExercise> = exercises) => {
    const turn = currentTurn(session);
    if (turn) {
      // The first turn of the extra practice says what it is.
      if (isPracticeId(turn.exerciseId) && !session.answers.some((answer) => isPracticeId(answer.exerciseId)))
        announce(t("practice.about"));
      return show(turn, known);
    }
    setScreen(null);
    setPhase("results");
  };

  // Enter goes on after feedback, or checks; a match checks itself once every pair is found, so an
  // Enter before that does nothing (it was judged right with no pair made).
  const next = () => (screen?.judgement ? advance(saved.session) : screen?.exercise.type === "match_pairs" ? undefined : check());
  const exposure = experiments ? (
    <>
      <ExperimentExposure flag="positive_reinforcement" />
      <ExperimentExposure flag="practice_with_ai_step" />
    </>
  ) : null;

  // Enter anywhere but on a control checks or continues (a focused button or link does its own thing).
  useShortcuts(phase === "play", (key, event) => {
    // Enter on a button or link is that control's own, except on a picked choice (it checks).
    const control = (event.target as HTMLElement | null)?.closest?.("button, a");
    if (key !== "Enter" || (control && !control.hasAttribute("data-enter-checks"))) return false;
    next();
    return true;
  });

  if (phase === "intro")
    return test ? (
      <TestIntro test={test} onStart={start} />
    ) : (
      <>
        {exposure}
        <LessonIntro lesson={lesson} onStart={start} />
      </>
    );
  if (phase === "results") {
    const { correct, total } = accuracyOf(saved.session);
    if (test) {
      const result = (saved.result ?? null) as unknown as TestResultView | null;
      return (
        <TestResults
          test={test}
          correct={correct}
          total={total}
          result={result}
          status={saved.result ? "sent" : delivery}
          doneHref={doneHref}
        />
      );
    }
    const durationMs = (saved.finishedAt ?? saved.session.startedAt) - saved.session.startedAt;
    const practiced = practiceScoreOf(saved.session);
    const perfect = encouraging
      ? praiseForResults({ correct: correct - practiced.correct, total: total - practiced.total }, attemptId)
      : null;
    return (
      <LessonResults
        review={review}
        lesson={lesson}
        correct={correct}
        total={total}
        practice={practiced.total > 0 ? practiced : null}
        praise={perfect ? praiseText(perfect) : null}
        durationMs={durationMs}
        result={saved.result ?? null}
        status={saved.result ? "sent" : delivery}
        doneHref={doneHref}
        {...(signUpHref ? { signUpHref } : {})}
      />
    );
  }
  if (!screen) return null;

  const { exercise, turn, judgement } = screen;
  const progress = progressOf(saved.session);
  const headingId = `exercise-${exercise.id}`;
  const isFlashcard = exercise.type === "flashcard";
  const isMatch = exercise.type === "match_pairs";
  const canCheck = judgement !== null || isFlashcard || (!isMatch && screen.response !== null);
  const isLast = judgement !== null && saved.session.queue.length === 0;
  const practiceItem = practice.find((item) => item.exercise.id === exercise.id);
  return (
    <div className="space-y-6">
      {exposure}
      <div className="flex items-center gap-3">
        <a
          href={doneHref}
          className="rounded-lg p-2 text-muted hover:bg-gray-100 hover:text-ink focus-visible:outline-3"
          aria-label={t("leave")}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </a>
        <div
          role="progressbar"
          aria-label={t("progress")}
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.done}
          aria-valuetext={t("progressValue", { done: progress.done, total: progress.total })}
          className="h-4 flex-1 overflow-hidden rounded-full bg-gray-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
            style={{ width: `${(progress.done / Math.max(1, progress.total)) * 100}%` }}
          />
        </div>
      </div>
      <form
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <div ref={frame}>
          {turn.retry ? <p className="mb-2 text-sm font-semibold text-amber-800">{t("retry")}</p> : null}
          {practiceItem ? (
            <div className="mb-2" data-extra-practice>
              <p className="text-sm font-semibold text-brand-700">{t("practice.label")}</p>
              {practiceItem === practice[0] ? <p className="text-sm text-muted">{t("practice.about")}</p> : null}
            </div>
          ) : null}
          <h1 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
            {exercise.instruction ?? t(instructionKey(exercise, meanings))}
          </h1>
          {exercise.hint && !judgement ? <p className="mt-1 text-base text-muted">{exercise.hint}</p> : null}
          {KEY_HINTS[exercise.type] && !judgement ? (
            <p className="mt-1 text-sm text-muted">{t(`keys.${KEY_HINTS[exercise.type]!}`)}</p>
          ) : null}
          <div className="mt-6">
            <ExerciseView
              key={`${turn.exerciseId}:${turn.retry}`}
              exercise={exercise}
              course={lesson.course}
              meanings={meanings}
              headingId={headingId}
              judgement={judgement}
              response={screen.response}
              onResponse={(response) => setScreen((current) => (current && !current.judgement ? { ...current, response } : current))}
              onComplete={(match) => check(match)}
              onReady={() => setScreen((current) => (current && !current.ready ? { ...current, ready: true } : current))}
              announce={announce}
            />
          </div>
        </div>
        {judgement && screen.lines.length > 0 ? (
          <div ref={feedback} className="scroll-mb-24 sm:scroll-mb-4">
            <FeedbackPanel judgement={judgement} lines={screen.lines} praise={screen.praise} />
          </div>
        ) : null}
        {/* A match checks itself when every pair is found: no bar (an empty one would cover its last tiles on a phone). */}
        {isMatch && !judgement ? null : (
          <div className="sticky bottom-0 -mx-4 border-t border-gray-200 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
            <button ref={primary} type="submit" disabled={!canCheck} className={buttonVariants({ size: "lg", className: "w-full" })}>
              {judgement ? (isLast ? t("finish") : t("continue")) : isFlashcard ? t("continue") : t("check")}
            </button>
          </div>
        )}
      </form>
      <div id="lesson-announcer" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
