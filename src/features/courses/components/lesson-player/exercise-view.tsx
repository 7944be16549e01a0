"use client";

import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { ExerciseType } from "../../model/content-schema";
import type { ExerciseProps } from "./exercise-props";

/** Each exercise type's view is its own chunk, loaded when a lesson first needs it (first-load budget). */
const loading = () => <div className="h-48 animate-pulse rounded-2xl bg-gray-100" />;
/** Each view takes the props of its own types; the player hands each exercise to its type's view. */
type Loaded = Promise<{ default: ComponentType<ExerciseProps> }>;
const choice = dynamic(() => import("./choice-exercise") as unknown as Loaded, { loading });
const typed = dynamic(() => import("./typed-exercise") as unknown as Loaded, { loading });

const VIEWS: Record<ExerciseType, ComponentType<ExerciseProps>> = {
  choose: choice,
  listen_choose: choice,
  dialogue: choice,
  fill_gap: typed,
  listen_type: typed,
  translate: typed,
  word_bank: dynamic(() => import("./word-bank-exercise") as unknown as Loaded, { loading }),
  match_pairs: dynamic(() => import("./match-pairs-exercise") as unknown as Loaded, { loading }),
  flashcard: dynamic(() => import("./flashcard-exercise") as unknown as Loaded, { loading }),
};

export function ExerciseView(props: ExerciseProps) {
  const View = VIEWS[props.exercise.type];
  return <View {...props} />;
}

/** Starts loading the views a lesson uses, while the learner reads its introduction. */
export function preloadViews(types: readonly ExerciseType[]): void {
  const loaders: Record<ExerciseType, () => Promise<unknown>> = {
    choose: () => import("./choice-exercise"),
    listen_choose: () => import("./choice-exercise"),
    dialogue: () => import("./choice-exercise"),
    fill_gap: () => import("./typed-exercise"),
    listen_type: () => import("./typed-exercise"),
    translate: () => import("./typed-exercise"),
    word_bank: () => import("./word-bank-exercise"),
    match_pairs: () => import("./match-pairs-exercise"),
    flashcard: () => import("./flashcard-exercise"),
  };
  for (const type of new Set(types)) void loaders[type]().catch(() => undefined);
}
