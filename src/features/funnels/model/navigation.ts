import type { Locale } from "@/lib/i18n/locales";
import type { FunnelAnswers } from "./answers";
import type { LocalizedFunnel, Screen } from "./funnel";
import { endHref, endOf, localizedHref } from "./funnel-end";
import { isQuestionType } from "./screen-types";

type Flow = Pick<LocalizedFunnel, "screens" | "experiments">;

const isActive = (flow: Flow, screen: Screen) => !screen.experiment || flow.experiments.includes(screen.experiment);

/** The first active screen at or after `index` in the definition's order. */
function activeFrom(flow: Flow, index: number): Screen | null {
  for (let at = index; at < flow.screens.length; at += 1) if (isActive(flow, flow.screens[at]!)) return flow.screens[at]!;
  return null;
}

export const firstScreen = (flow: Flow): Screen => activeFrom(flow, 0) ?? flow.screens[0]!;

export function findScreen(flow: Flow, id: string | null | undefined): Screen | undefined {
  const screen = flow.screens.find((candidate) => candidate.id === id);
  return screen && isActive(flow, screen) ? screen : undefined;
}

/**
 * Where a screen leads with the answers so far: by the first chosen answer id that has a branch,
 * else by the answer's tag, else the screen's default, else the next screen in order. A branch to a
 * screen of an experiment that is off goes on to the next active screen after it. null: the end.
 */
export function nextScreenId(flow: Flow, screenId: string, answers: FunnelAnswers): string | null {
  const index = flow.screens.findIndex((screen) => screen.id === screenId);
  const screen = flow.screens[index];
  if (!screen || endOf(screen)) return null;
  const answer = answers[screen.id];
  const next = screen.next;
  let target: string | undefined;
  if (answer && next?.byAnswer) target = answer.selectedAnswerIds.map((id) => next.byAnswer![id]).find(Boolean);
  if (!target && answer?.tag && next?.byTag) target = next.byTag[answer.tag];
  target ??= next?.default;
  const targetIndex = target ? flow.screens.findIndex((candidate) => candidate.id === target) : index + 1;
  return activeFrom(flow, targetIndex < 0 ? index + 1 : targetIndex)?.id ?? null;
}

/** The path a visitor is expected to take from the first screen with these answers (unanswered screens take their default). */
export function expectedPath(flow: Flow, answers: FunnelAnswers): string[] {
  const path: string[] = [];
  let id: string | null = firstScreen(flow).id;
  // Branches go forward only (the loader checks it), so the walk ends; the bound is a guard.
  while (id && path.length <= flow.screens.length) {
    path.push(id);
    id = nextScreenId(flow, id, answers);
  }
  return path;
}

/** The progress bar: the screen's place on the expected path, as 1-based step and total. */
export function progressOf(flow: Flow, screenId: string, answers: FunnelAnswers): { step: number; total: number } {
  const path = expectedPath(flow, answers);
  const index = path.indexOf(screenId);
  return { step: index < 0 ? 1 : index + 1, total: path.length };
}

/** A screen the visitor must answer before going past it (an optional input may stay empty). */
export const needsAnswer = (screen: Screen) => isQuestionType(screen.type) && !(screen.type === "input" && screen.optional);

/**
 * The screen to show for a requested id: an unknown id (or one of an experiment that is off) shows
 * the first screen; a screen whose prerequisites are unanswered shows the first unanswered one on
 * the way to it; a screen off the path these answers take shows the first unanswered screen of the
 * path (or its last screen when all are answered).
 */
export function resolveScreen(flow: Flow, requestedId: string | null | undefined, answers: FunnelAnswers): Screen {
  const requested = findScreen(flow, requestedId);
  if (!requested) return firstScreen(flow);
  const path = expectedPath(flow, answers).map((id) => findScreen(flow, id)!);
  for (const screen of path) {
    if (screen.id === requested.id) return requested;
    if (needsAnswer(screen) && !answers[screen.id]) return screen;
  }
  return path.at(-1) ?? firstScreen(flow);
}

/** The screen before this one on the path these answers take (null on the first screen). */
export function previousScreenId(flow: Flow, screenId: string, answers: FunnelAnswers): string | null {
  const path = expectedPath(flow, answers);
  const index = path.indexOf(screenId);
  return index > 0 ? path[index - 1]! : null;
}

/**
 * Where the visitor goes when they leave the funnel from this screen (a screen with an `end`), in
 * their locale: the answers on their path decide (decision record 0037). null: this screen has no end.
 */
export function exitHref(flow: Flow, screenId: string, answers: FunnelAnswers, locale: Locale): string | null {
  const end = endOf(findScreen(flow, screenId));
  if (!end) return null;
  const path = expectedPath(flow, answers);
  const onPath = path.slice(0, Math.max(0, path.indexOf(screenId))).flatMap((id) => (answers[id] ? [answers[id]] : []));
  return localizedHref(locale, endHref(end, onPath));
}
