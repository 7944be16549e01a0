import type { FunnelAnswer, FunnelAnswers } from "./answers";
import { choiceIds } from "./choice-ids";
import type { Screen } from "./funnel";
import { isMultipleType, isQuestionType } from "./screen-types";

/** An input screen's one answer id (the typed text is its selectedAnswers: analytics never sees it). */
export const INPUT_ANSWER_ID = "text";
const LEVELS = ["A1", "A2", "B1", "B2", "C1"];
const TIME = /^([01][0-9]|2[0-4]):[0-5][0-9]$/;

function isAnswerShape(value: unknown): value is FunnelAnswer {
  if (!value || typeof value !== "object") return false;
  const answer = value as Record<string, unknown>;
  const isStrings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === "string");
  return (
    typeof answer.questionText === "string" &&
    typeof answer.category === "string" &&
    typeof answer.questionId === "string" &&
    typeof answer.questionKey === "string" &&
    isStrings(answer.selectedAnswers) &&
    isStrings(answer.selectedAnswerIds) &&
    (answer.selectedAnswerIds as string[]).length > 0 &&
    (answer.selectedAnswers as string[]).length === (answer.selectedAnswerIds as string[]).length &&
    (answer.tag === null || typeof answer.tag === "string") &&
    (answer.retenoUserProperty === null || typeof answer.retenoUserProperty === "string")
  );
}

/** Whether an answer still fits its screen as the definition is now. */
export function fitsScreen(screen: Screen, answer: FunnelAnswer): boolean {
  if (!isQuestionType(screen.type) || !("questionKey" in screen)) return false;
  if (answer.questionId !== screen.id || answer.questionKey !== screen.questionKey) return false;
  const ids = answer.selectedAnswerIds;
  if (!isMultipleType(screen.type) && ids.length !== (screen.type.startsWith("time-range") ? 2 : 1)) return false;
  if (new Set(ids).size !== ids.length) return false;
  const offered = choiceIds(screen);
  if (offered)
    return (
      ids.every((id) => offered.includes(id)) && (!("maxSelected" in screen) || !screen.maxSelected || ids.length <= screen.maxSelected)
    );
  switch (screen.type) {
    case "input":
      return ids[0] === INPUT_ANSWER_ID && answer.selectedAnswers[0]!.length <= screen.maxLength;
    case "range": {
      const value = Number(ids[0]);
      return Number.isInteger(value) && value >= screen.min && value <= screen.max && (value - screen.min) % screen.step === 0;
    }
    case "time-range":
    case "time-range-slider":
      return ids.every((id) => TIME.test(id)) && ids[0]! < ids[1]!;
    case "timezone-select":
      return /^[A-Za-z_+-]+(\/[A-Za-z0-9_+-]+)*$/.test(ids[0]!) && ids[0]!.length <= 64;
    case "english-level-test":
      return LEVELS.includes(ids[0]!);
    default:
      return false;
  }
}

/**
 * Answers read back from storage, kept only where they fit the definition as it is now: an entry
 * for a screen that no longer exists, or whose answers the screen no longer offers, is dropped
 * (per screen: the other answers stay).
 */
export function sanitizeAnswers(screens: readonly Screen[], stored: unknown): { answers: FunnelAnswers; dropped: string[] } {
  const answers: FunnelAnswers = {};
  const dropped: string[] = [];
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return { answers, dropped };
  for (const [screenId, value] of Object.entries(stored)) {
    const screen = screens.find((candidate) => candidate.id === screenId);
    if (screen && isAnswerShape(value) && fitsScreen(screen, value)) answers[screenId] = value;
    else dropped.push(screenId);
  }
  return { answers, dropped };
}
