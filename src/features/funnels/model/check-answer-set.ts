import type { FunnelAnswer } from "./answers";
import type { Screen } from "./funnel";
import { fitsScreen } from "./sanitize-answers";

/**
 * An answer set sent by a browser, checked against the funnel as it is now: each entry answers a
 * question screen of this funnel, once, with answers that screen offers. Returns the problems by
 * field (`answers.3`), none when the set fits.
 */
export function checkAnswerSet(
  screens: readonly Screen[],
  answers: readonly FunnelAnswer[],
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const seen = new Set<string>();
  answers.forEach((answer, index) => {
    const screen = screens.find((candidate) => candidate.id === answer.questionId);
    if (!screen) problems.push({ path: [index, "questionId"], message: `no question "${answer.questionId}" in this funnel` });
    else if (seen.has(answer.questionId)) problems.push({ path: [index, "questionId"], message: "answered twice" });
    else if (!fitsScreen(screen, answer)) problems.push({ path: [index, "selectedAnswerIds"], message: `not an answer of "${screen.id}"` });
    seen.add(answer.questionId);
  });
  return problems;
}
