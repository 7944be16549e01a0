import type { FunnelAnswer } from "./answers";
import type { Screen } from "./funnel";

/** The `funnel_answer` event's properties: the question key and answer ids, never texts. */
export interface FunnelAnswerEvent {
  funnel: string;
  screen_id: string;
  question_key: string;
  answer_ids?: string[];
}

/**
 * What `funnel_answer` sends for an answer (issue 14 item 6): the funnel, the screen, the question
 * key and the chosen answers' ids. Never the question or answer texts, and nothing of a free text
 * input (its id is the constant "text" and its text stays in the browser).
 */
export function funnelAnswerEvent(funnel: string, screen: Pick<Screen, "id" | "type">, answer: FunnelAnswer): FunnelAnswerEvent {
  const event: FunnelAnswerEvent = { funnel, screen_id: screen.id, question_key: answer.questionKey };
  if (screen.type !== "input") event.answer_ids = [...answer.selectedAnswerIds];
  return event;
}
