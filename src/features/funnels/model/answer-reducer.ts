import type { FunnelAnswer, FunnelAnswers } from "./answers";

/** What an answer records about its screen (the rest of FunnelAnswer is the choice). */
export type QuestionMeta = Pick<FunnelAnswer, "questionText" | "category" | "questionId" | "questionKey" | "retenoUserProperty">;

export interface ChosenAnswer {
  id: string;
  text: string;
  tag?: string | null;
}

export type AnswerAction =
  /** Single choice: the answer replaces the entry. */
  | { type: "choose"; question: QuestionMeta; answer: ChosenAnswer }
  /** Multiple choice: selecting adds, selecting again removes; an empty selection removes the entry. */
  | { type: "toggle"; question: QuestionMeta; answer: ChosenAnswer; tagOf?: Record<string, string> }
  /** A value screen (input, range, time range, level test): the values replace the entry; none removes it. */
  | { type: "set"; question: QuestionMeta; answers: ChosenAnswer[] }
  | { type: "remove"; questionId: string };

function entry(question: QuestionMeta, answers: ChosenAnswer[]): FunnelAnswer {
  return {
    ...question,
    selectedAnswers: answers.map((answer) => answer.text),
    selectedAnswerIds: answers.map((answer) => answer.id),
    tag: answers.find((answer) => answer.tag)?.tag ?? null,
  };
}

function without(answers: FunnelAnswers, questionId: string): FunnelAnswers {
  const next = { ...answers };
  delete next[questionId];
  return next;
}

/**
 * The funnel answer rules of spec section 4 ("Funnel answers"), as a pure reducer. An entry's
 * tag is its first chosen answer's tag (a toggle's `tagOf` gives the tags of the screen's answers).
 */
export function reduceAnswers(answers: FunnelAnswers, action: AnswerAction): FunnelAnswers {
  switch (action.type) {
    case "choose":
      return { ...answers, [action.question.questionId]: entry(action.question, [action.answer]) };
    case "toggle": {
      const current = answers[action.question.questionId];
      const chosen: ChosenAnswer[] = (current?.selectedAnswerIds ?? []).map((id, index) => ({
        id,
        text: current!.selectedAnswers[index] ?? id,
        tag: action.tagOf?.[id] ?? null,
      }));
      const isSelected = chosen.some((answer) => answer.id === action.answer.id);
      const next = isSelected ? chosen.filter((answer) => answer.id !== action.answer.id) : [...chosen, action.answer];
      return next.length === 0
        ? without(answers, action.question.questionId)
        : { ...answers, [action.question.questionId]: entry(action.question, next) };
    }
    case "set":
      return action.answers.length === 0
        ? without(answers, action.question.questionId)
        : { ...answers, [action.question.questionId]: entry(action.question, action.answers) };
    case "remove":
      return without(answers, action.questionId);
  }
}
