"use client";

import { type ComponentType, createElement, useEffect, useSyncExternalStore } from "react";
import type { ExerciseType } from "../../model/content-schema";
import type { ExerciseProps } from "./exercise-props";

type View = ComponentType<ExerciseProps>;
type Loaded = Promise<{ default: View }>;

/**
 * Each exercise type's view is its own chunk, loaded when a lesson first needs it (first-load
 * budget). They are loaded with plain `import()` and rendered once there, outside Suspense, so a
 * view's effects (its keys) run as soon as it is on screen.
 */
const LOADERS: Record<ExerciseType, () => Loaded> = {
  choose: () => import("./choice-exercise") as unknown as Loaded,
  listen_choose: () => import("./choice-exercise") as unknown as Loaded,
  dialogue: () => import("./choice-exercise") as unknown as Loaded,
  fill_gap: () => import("./typed-exercise") as unknown as Loaded,
  listen_type: () => import("./typed-exercise") as unknown as Loaded,
  translate: () => import("./typed-exercise") as unknown as Loaded,
  word_bank: () => import("./word-bank-exercise") as unknown as Loaded,
  match_pairs: () => import("./match-pairs-exercise") as unknown as Loaded,
  flashcard: () => import("./flashcard-exercise") as unknown as Loaded,
};

const views = new Map<ExerciseType, View>();
const listeners = new Set<() => void>();
let version = 0;

function load(type: ExerciseType): void {
  if (views.has(type)) return;
  LOADERS[type]()
    .then((module) => {
      views.set(type, module.default);
      version++;
      listeners.forEach((listener) => listener());
    })
    .catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function ExerciseView(props: ExerciseProps) {
  const { type } = props.exercise;
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  useEffect(() => load(type), [type]);
  const View = views.get(type);
  if (!View) return <div aria-busy="true" className="h-48 animate-pulse rounded-2xl bg-gray-100" />;
  // A view from the loaded modules' map (a stable component per type), not one made in render.
  return createElement(View, props);
}

/** Starts loading the views a lesson uses, while the learner reads its introduction. */
export function preloadViews(types: readonly ExerciseType[]): void {
  for (const type of new Set(types)) load(type);
}
