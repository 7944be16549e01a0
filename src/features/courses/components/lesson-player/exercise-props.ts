import type { CourseId } from "../../model/course-levels";
import type { Judgement } from "../../model/judge-exercise";
import type { Meanings, PlayableExercise } from "../../model/playable";

/** What every exercise view gets from the player; the player owns Check/Continue and the feedback. */
export interface ExerciseProps<Type extends PlayableExercise["type"] = PlayableExercise["type"]> {
  exercise: Extract<PlayableExercise, { type: Type }>;
  course: CourseId;
  /** How this learner is told what words mean: a translation, or a definition in the course's language. */
  meanings: Meanings;
  /** The id of the instruction heading (label groups with it). */
  headingId: string;
  /** Checked: the view shows the outcome and takes no more input. */
  judgement: Judgement | null;
  response: string | null;
  /** The learner's answer so far (null: nothing to check yet). */
  onResponse: (response: string | null) => void;
  /** match_pairs: every pair found, after `mistakes` wrong tries involving the words `missed` (ids). */
  onComplete?: (match: MatchResult) => void;
  /** Says something to screen reader users (the player's live region). */
  announce: (text: string) => void;
  /** Called once the view is on screen (its chunk loaded, its keys listening): the player moves focus then. */
  onReady?: () => void;
}

/** Keys typed into a field or pressed with a modifier are not shortcuts. */
export function isShortcutEvent(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return false;
  const target = event.target as HTMLElement | null;
  return !(target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)));
}

/** "1" → 0, …, "9" → 8; anything else null. */
export function digitIndex(key: string): number | null {
  return /^[1-9]$/.test(key) ? Number(key) - 1 : null;
}

/** How a match went: the wrong tries and the words in them (the word picked and the one whose meaning was picked). */
export interface MatchResult {
  mistakes: number;
  missed: string[];
}
