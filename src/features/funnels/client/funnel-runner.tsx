"use client";

import dynamic from "next/dynamic";
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { LevelTestLabels } from "@/features/level-test/client";
import { track } from "@/lib/analytics/track";
import { rememberVisitorName } from "@/lib/browser/visitor-name";
import type { Locale } from "@/lib/i18n/locales";
import type { CourseSuggestionSetup } from "../components/course-suggestion";
import type { PlanSetup, ScreenProps, RunnerStrings } from "../components/screens/screen-props";
import { funnelAnswerEvent } from "../model/analytics-events";
import { reduceAnswers, type AnswerAction } from "../model/answer-reducer";
import type { FunnelAnswers } from "../model/answers";
import { nativeLanguageOf, recommendCourse } from "../model/course-recommendation";
import type { LocalizedFunnel, Screen } from "../model/funnel";
import { exitHref, findScreen, nextScreenId, previousScreenId, progressOf, resolveScreen } from "../model/navigation";
import { sanitizeAnswers } from "../model/sanitize-answers";
import { createAnswerStore } from "./answer-storage";
import { firstScreenComponent } from "./first-screens";
import { historyDepth, pushScreen, readScreenParam, replaceScreen } from "./funnel-url";
import { screenLoaders } from "./screen-loaders";

export interface FunnelRunnerProps {
  funnel: LocalizedFunnel;
  /** The screen the server was asked for (already an existing one); the answers may send elsewhere. */
  requestedScreenId: string;
  locale: string;
  strings: RunnerStrings;
  isWebView: boolean;
  plan: PlanSetup;
  levelTestLabels: LevelTestLabels | null;
  /** Set when `source_language_recommendation` is on for this visitor. */
  courseSuggestion: CourseSuggestionSetup | null;
}

// Loaded only when there is a suggestion to show (flag on, on the screen after the native language).
const CourseSuggestion = dynamic(() => import("../components/course-suggestion").then((module) => module.CourseSuggestion), { ssr: false });

const HEADING_ID = "funnel-heading";
/** The question key of a funnel's "What should we call you?" screen. */
const FIRST_NAME_KEY = "first_name";

/**
 * The funnel engine in the browser: answers in localStorage, the screen in `?screen=` (history
 * entries, no server round trip), branching and progress from the definition, each screen type's
 * component loaded when first needed, the focus on each new screen's heading.
 */
export function FunnelRunner({
  funnel,
  requestedScreenId,
  locale,
  strings,
  isWebView,
  plan,
  levelTestLabels,
  courseSuggestion,
}: FunnelRunnerProps) {
  const store = useMemo(() => createAnswerStore(funnel.slug), [funnel.slug]);
  const [answers, setAnswers] = useState<FunnelAnswers>({});
  const answersRef = useRef<FunnelAnswers>({});
  // The server renders the requested screen (without answers: those are in this browser's storage);
  // once hydrated, the stored answers decide the screen and fill it in, and only then does it take input.
  const [screenId, setScreenId] = useState<string>(requestedScreenId);
  const [isReady, setIsReady] = useState(false);
  // Bumped when the stored answers fill in the screen the server drew: screens keep their own state
  // from the answer they mount with, so that one is mounted afresh (no other screen is).
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<{ type: string; Component: ComponentType<ScreenProps<Screen>> } | null>(() => {
    const type = findScreen(funnel, requestedScreenId)?.type;
    const Component = type ? firstScreenComponent(type) : null;
    return type && Component ? { type, Component } : null;
  });
  const hasNavigated = useRef(false);
  const isCompleted = useRef(false);

  // The stored answers (those that still fit the definition), then the screen they allow.
  useEffect(() => {
    const { answers: stored, dropped } = sanitizeAnswers(funnel.screens, store.read());
    if (dropped.length > 0) {
      console.warn(`funnel ${funnel.slug}: dropped answers that no longer fit the definition`, dropped);
      store.write(stored);
    }
    answersRef.current = stored;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from storage after hydration
    setAnswers(stored);
    const screen = resolveScreen(funnel, readScreenParam() ?? requestedScreenId, stored);
    replaceScreen(screen.id);
    setScreenId(screen.id);
    if (screen.id === requestedScreenId && stored[screen.id] !== undefined) setGeneration(1);
    setIsReady(true);
  }, [funnel, store, requestedScreenId]);

  // Browser back and forward: the screen in the URL, if the answers allow it.
  useEffect(() => {
    const onPopState = () => {
      const screen = resolveScreen(funnel, readScreenParam(), answersRef.current);
      if (screen.id !== readScreenParam()) replaceScreen(screen.id);
      hasNavigated.current = true;
      setScreenId(screen.id);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [funnel]);

  const screen = findScreen(funnel, screenId);
  const loadedType = loaded?.type;

  useEffect(() => {
    // Not before the stored answers have decided the screen (they may send the visitor elsewhere).
    if (!isReady || !screen || loadedType === screen.type) return;
    let isMounted = true;
    screenLoaders[screen.type]()
      .then((Component) => isMounted && setLoaded({ type: screen.type, Component }))
      .catch((error: unknown) => console.error(`funnel: the ${screen.type} screen did not load`, error));
    return () => {
      isMounted = false;
    };
  }, [isReady, screen, loadedType]);

  const isShown = isReady && Boolean(screen && loaded?.type === screen.type);

  // Each new screen: its heading takes the focus (after a move), and it is counted.
  useEffect(() => {
    if (!screen || !isShown) return;
    if (hasNavigated.current) document.getElementById(HEADING_ID)?.focus();
    const { step, total } = progressOf(funnel, screen.id, answersRef.current);
    track("funnel_screen_viewed", { funnel: funnel.slug, screen_id: screen.id, screen_type: screen.type, step, total });
    if (screen.type === "plan" && !isCompleted.current) {
      isCompleted.current = true;
      track("funnel_completed", { funnel: funnel.slug });
      void import("./save-answers").then(({ saveAnswers }) => saveAnswers(funnel.slug, answersRef.current, true));
    }
  }, [funnel, screen, isShown]);

  const advanceFrom = useCallback(
    (from: Screen, withAnswers: FunnelAnswers) => {
      const answer = withAnswers[from.id];
      // The question key and answer ids only: free text never leaves the browser through analytics.
      if (answer) track("funnel_answer", { ...funnelAnswerEvent(funnel.slug, from, answer) });
      const next = nextScreenId(funnel, from.id, withAnswers);
      if (!next) {
        // A funnel that ends on a page of its own (an `end`, decision record 0037): completed, its answers stored, then that page.
        const href = exitHref(funnel, from.id, withAnswers, locale as Locale);
        if (href) {
          if (!isCompleted.current) track("funnel_completed", { funnel: funnel.slug });
          isCompleted.current = true;
          void import("./save-answers")
            .then(({ saveAnswers }) => saveAnswers(funnel.slug, withAnswers, true))
            .catch((error: unknown) => console.warn("funnel answers were not stored", error))
            .finally(() => window.location.assign(href));
          return;
        }
        // The last screen of a funnel that finishes on an app page without a plan: store the answers, then open it.
        if (funnel.finish && from.type !== "plan" && !isCompleted.current) {
          isCompleted.current = true;
          track("funnel_completed", { funnel: funnel.slug });
          const finish = funnel.finish;
          void import("./finish-funnel").then(({ finishFunnel }) =>
            finishFunnel({ slug: funnel.slug, answers: withAnswers, locale, finish }),
          );
        }
        return;
      }
      pushScreen(next);
      hasNavigated.current = true;
      setScreenId(next);
    },
    [funnel, locale],
  );

  const onAnswer = useCallback(
    (action: AnswerAction, options?: { advance?: boolean }) => {
      const next = reduceAnswers(answersRef.current, action);
      // The name the visitor gives is what sign-up proposes later (this browser only).
      if (action.type === "set" && action.question.questionKey === FIRST_NAME_KEY) rememberVisitorName(action.answers[0]?.text ?? "");
      answersRef.current = next;
      setAnswers(next);
      store.write(next);
      if (options?.advance && screen) advanceFrom(screen, next);
    },
    [store, screen, advanceFrom],
  );

  const back = () => {
    if (!screen) return;
    if (historyDepth() > 0) return window.history.back();
    const previous = previousScreenId(funnel, screen.id, answersRef.current);
    if (!previous) return;
    replaceScreen(previous);
    hasNavigated.current = true;
    setScreenId(previous);
  };

  const recommendation = useMemo(() => {
    if (!courseSuggestion || !screen) return null;
    const native = funnel.screens.find((candidate) => candidate.type === "native-language");
    if (!native || !answers[native.id] || nextScreenId(funnel, native.id, answers) !== screen.id) return null;
    return recommendCourse({ ...courseSuggestion, nativeLanguage: nativeLanguageOf(answers), course: funnel.course, locale });
  }, [courseSuggestion, funnel, screen, answers, locale]);

  const progress = screen ? progressOf(funnel, screen.id, answers) : { step: 1, total: funnel.screens.length };
  const hasPrevious = Boolean(screen && previousScreenId(funnel, screen.id, answers));
  const stepText = strings.stepOf.replace("{step}", String(progress.step)).replace("{total}", String(progress.total));

  return (
    // Inert until hydrated and the stored answers are in: a tap before then does nothing (rather than
    // answer a screen the answers may replace). Until then assistive technology hears that it is loading.
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <p role="status" className="sr-only">
        {isReady ? "" : strings.loading}
      </p>
      <div inert={!isReady}>
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={back}
            disabled={!hasPrevious}
            className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:invisible"
          >
            <span aria-hidden="true">←</span>&nbsp;{strings.back}
          </button>
          <div
            role="progressbar"
            aria-label={strings.progress}
            aria-valuemin={1}
            aria-valuemax={progress.total}
            aria-valuenow={progress.step}
            aria-valuetext={stepText}
            className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${(progress.step / progress.total) * 100}%` }}
            />
          </div>
        </div>
        <div className="mt-8" data-funnel-screen={isShown ? screen!.id : undefined}>
          {recommendation && isShown && courseSuggestion ? (
            <CourseSuggestion recommendation={recommendation} setup={courseSuggestion} locale={locale} />
          ) : null}
          {screen && loaded && loaded.type === screen.type ? (
            <loaded.Component
              key={`${screen.id}:${generation}`}
              screen={screen}
              funnel={funnel}
              answer={answers[screen.id]}
              answers={answers}
              locale={locale}
              strings={strings}
              headingId={HEADING_ID}
              onAnswer={onAnswer}
              onContinue={() => advanceFrom(screen, answersRef.current)}
              isWebView={isWebView}
              plan={plan}
              levelTestLabels={levelTestLabels}
            />
          ) : (
            <div aria-busy="true" aria-label={strings.loading} className="h-64 animate-pulse rounded-2xl bg-gray-100" />
          )}
        </div>
      </div>
    </div>
  );
}
