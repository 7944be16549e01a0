"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { ensureSession } from "@/features/auth/client";
import { v1Api } from "@/lib/api-client";
import { storedSession, storeSession } from "../client/stored-session";
import { fill, type LevelTestLabels } from "../model/labels";
import type { LevelTestResult } from "../model/result";
import type { ServedItem } from "../model/served-item";
import type { LevelTestRunnerProps } from "./level-test-runner";

type View = { sessionId: string; status: "started" | "completed"; item: ServedItem | null; result: LevelTestResult | null };
type State = { kind: "loading" } | { kind: "item"; view: View } | { kind: "failed"; retry: () => void };

async function openSession(source: string): Promise<View> {
  await ensureSession();
  const stored = storedSession(source);
  if (stored) {
    try {
      return (await v1Api.GET("/v1/level-test/sessions/{sessionId}", { params: { path: { sessionId: stored } } })) as View;
    } catch {
      // Gone or not this person's (another account on this browser): start a new one.
      storeSession(source, null);
    }
  }
  const view = (await v1Api.POST("/v1/level-test/sessions", { body: { source } })) as View;
  storeSession(source, view.sessionId);
  return view;
}

/** The test itself: one item at a time from the server, answered by radio, number keys and Enter. */
export function RunnerBody({ source, onComplete, labels }: LevelTestRunnerProps & { labels: LevelTestLabels }) {
  const [state, setState] = useState<State>({ kind: "loading" });
  const completed = useRef(false);
  // The parent may pass a new callback on every render; the test must not start over because of it.
  const completeRef = useRef(onComplete);
  useEffect(() => {
    completeRef.current = onComplete;
  }, [onComplete]);

  const show = useCallback((view: View) => {
    if (view.status === "completed" && view.result) {
      if (!completed.current) {
        completed.current = true;
        completeRef.current(view.result);
      }
      return;
    }
    setState({ kind: "item", view });
  }, []);

  const load = useCallback(() => {
    setState({ kind: "loading" });
    openSession(source)
      .then(show)
      .catch(() => setState({ kind: "failed", retry: load }));
  }, [source, show]);

  useEffect(() => {
    let isMounted = true;
    openSession(source)
      .then((view) => isMounted && show(view))
      .catch(() => isMounted && setState({ kind: "failed", retry: load }));
    return () => {
      isMounted = false;
    };
  }, [source, show, load]);

  const answer = useCallback(
    (view: View, optionId: string) => {
      const item = view.item!;
      const send = () => {
        setState({ kind: "loading" });
        v1Api
          .POST("/v1/level-test/sessions/{sessionId}/responses", {
            params: { path: { sessionId: view.sessionId } },
            body: { seq: item.seq, itemId: item.itemId, answer: optionId },
          })
          .then((next) => show(next as View))
          .catch(() => setState({ kind: "failed", retry: send }));
      };
      send();
    },
    [show],
  );

  if (state.kind === "failed")
    return (
      <div role="alert" className="rounded-2xl bg-gray-50 p-6 text-center">
        <p className="text-lg text-ink">{labels.failed}</p>
        <button type="button" onClick={state.retry} className="mt-4 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white">
          {labels.tryAgain}
        </button>
      </div>
    );
  if (state.kind === "loading")
    return (
      <p role="status" aria-busy="true" className="rounded-2xl bg-gray-50 p-6 text-center text-lg text-ink">
        {labels.loading}
      </p>
    );
  return (
    <ItemView
      key={`${state.view.sessionId}-${state.view.item!.seq}`}
      item={state.view.item!}
      labels={labels}
      onAnswer={(id) => answer(state.view, id)}
    />
  );
}

function ItemView({ item, labels, onAnswer }: { item: ServedItem; labels: LevelTestLabels; onAnswer: (optionId: string) => void }) {
  const [choice, setChoice] = useState<string | null>(null);
  const [audioFailed, setAudioFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      // Keys belong to the test when focus is in it or nowhere (not in a field or a link elsewhere on the page).
      const target = event.target instanceof Node ? event.target : null;
      const inForm = target !== null && form.current?.contains(target) === true;
      if (!inForm && target !== document.body && target !== document.documentElement) return;
      // Enter confirms the choice (a focused button keeps its own Enter).
      if (event.key === "Enter" && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        form.current?.requestSubmit();
        return;
      }
      const position = Number(event.key);
      if (Number.isInteger(position) && position >= 1 && position <= item.options.length) {
        event.preventDefault();
        setChoice(item.options[position - 1]!.id);
        form.current?.querySelector<HTMLInputElement>(`input[value="${item.options[position - 1]!.id}"]`)?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [item]);

  const play = (url: string) => {
    const audio = new Audio(url);
    audio.addEventListener("error", () => setAudioFailed(true));
    audio.play().catch(() => setAudioFailed(true));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) onAnswer(choice);
  };

  const parts = item.prompt.split("___");
  return (
    <form
      ref={form}
      onSubmit={submit}
      data-item-id={item.itemId}
      data-seq={item.seq}
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 ref={heading} tabIndex={-1} className="text-sm font-semibold uppercase tracking-wide text-gray-600 outline-none">
        {fill(labels.item, { n: item.seq })}
      </h2>
      <p className="mt-1 text-gray-700">{labels[`instruction_${item.skill}`]}</p>
      {item.passage && (
        <blockquote lang="en" className="mt-4 whitespace-pre-line rounded-xl bg-gray-50 p-4 text-lg leading-relaxed text-ink">
          {item.passage}
        </blockquote>
      )}
      {item.skill === "listening" && (
        <div className="mt-4 flex flex-wrap gap-3">
          {item.audio && !audioFailed ? (
            <>
              <button
                type="button"
                onClick={() => play(item.audio!.url)}
                className="rounded-xl border-2 border-brand-600 px-4 py-2 font-semibold text-brand-700"
              >
                ▶ {labels.play}
              </button>
              <button
                type="button"
                onClick={() => play(item.audio!.slowUrl)}
                className="rounded-xl border-2 border-gray-300 px-4 py-2 font-semibold text-ink"
              >
                🐢 {labels.playSlow}
              </button>
            </>
          ) : (
            <p role="status" className="text-gray-700">
              {labels.audioUnavailable}
            </p>
          )}
        </div>
      )}
      <fieldset className="mt-5">
        <legend lang="en" className="text-xl font-semibold text-ink">
          {parts.length > 1 ? (
            <>
              {parts[0]}
              <span aria-hidden="true">_____</span>
              <span className="sr-only">…</span>
              {parts.slice(1).join("___")}
            </>
          ) : (
            item.prompt
          )}
        </legend>
        <div role="radiogroup" aria-label={labels.options} className="mt-4 grid gap-3">
          {item.options.map((option, index) => (
            <label
              key={option.id}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 text-lg ${choice === option.id ? "border-brand-600 bg-brand-50" : "border-gray-200"}`}
            >
              <input
                type="radio"
                name={`item-${item.seq}`}
                value={option.id}
                checked={choice === option.id}
                onChange={() => setChoice(option.id)}
                className="h-5 w-5 accent-brand-600"
              />
              <span aria-hidden="true" className="w-5 text-sm font-semibold text-gray-600">
                {index + 1}
              </span>
              <span lang="en">{option.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-4 hidden text-sm text-gray-600 sm:block">{labels.keysHint}</p>
      <button
        type="submit"
        disabled={!choice}
        className="mt-5 w-full rounded-xl bg-brand-600 px-5 py-3 text-lg font-semibold text-white disabled:opacity-50 sm:w-auto"
      >
        {labels.next}
      </button>
    </form>
  );
}
